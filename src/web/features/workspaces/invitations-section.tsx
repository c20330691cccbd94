import { MailPlusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { INVITED_ROLES } from "@shared/workspaces/workspace-roles";
import type { PendingInvitation, WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { FormField } from "@web/components/form-field";
import { ShownOnce } from "@web/components/shown-once";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { formatDateTime } from "@web/lib/format";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { showServerFieldErrors } from "@web/lib/server-field-errors";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useInvite } from "./api/invite";
import { useInvitations } from "./api/list-invitations";
import { useRevokeInvitation } from "./api/revoke-invitation";
import { workspaceErrorMessage } from "./workspace-errors";
import type { InviteValues } from "./workspace-form-rules";

const rules = lazyResolver(() => import("./workspace-form-rules").then((module) => module.inviteRules));

/**
 * Inviting by address, as an admin or a member (an admin or the owner): the link is shown once
 * to copy, and mailed when the server sends mail; the pending invitations, each revocable.
 */
export function InvitationsSection({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const invitations = useInvitations(workspace.id);
  const invite = useInvite(workspace.id);
  const revoke = useRevokeInvitation(workspace.id);
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const form = useForm<InviteValues>({ resolver: rules, defaultValues: { email: "", role: "member" } });
  const { errors, isSubmitting } = form.formState;

  async function send(values: InviteValues) {
    try {
      const created = await invite.mutateAsync(values);
      setLink({ email: created.email, url: created.url });
      form.reset({ email: "", role: values.role });
      toast.success(t("workspace.invitations.sent", { email: created.email }));
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        toast.error(t("workspace.invitations.sendFailed"), {
          description: workspaceErrorMessage(error, t),
          duration: TOAST_DURATION.error,
        });
      }
    }
  }

  function confirmRevoke(invitation: PendingInvitation) {
    setRevoking(null);
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        if (link?.email === invitation.email) setLink(null);
        toast.success(t("workspace.invitations.revoked", { email: invitation.email }));
      },
      onError: (error) =>
        toast.error(t("workspace.invitations.revokeFailed"), {
          description: workspaceErrorMessage(error, t),
          duration: TOAST_DURATION.error,
        }),
    });
  }

  const items = invitations.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("workspace.invitations.title")}</CardTitle>
        <CardDescription>{t("workspace.invitations.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          noValidate
          className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
          onFocus={rules.preload}
          onSubmit={form.handleSubmit(send)}
        >
          <div className="min-w-48 flex-1">
            {/* Someone else's address: the browser must not offer the user's own. */}
            <FormField id="invite-email" label={t("workspace.invitations.email")} error={errors.email?.message}>
              <Input
                id="invite-email"
                type="email"
                autoComplete="off"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "invite-email-error" : undefined}
                {...form.register("email")}
              />
            </FormField>
          </div>
          <FormField id="invite-role" label={t("workspace.invitations.role")}>
            <NativeSelect id="invite-role" className="sm:w-36" {...form.register("role")}>
              {INVITED_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`workspace.roles.${role}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            <MailPlusIcon />
            {t("workspace.invitations.send")}
          </Button>
        </form>

        {link && (
          <ShownOnce
            message={t("workspace.invitations.linkFor", { email: link.email })}
            value={link.url}
            copyLabel={t("workspace.invitations.copy")}
            copied={t("workspace.invitations.copied")}
            copyFailed={t("workspace.invitations.copyFailed")}
            data-testid="invitation-link"
          />
        )}

        {invitations.isPending ? (
          <p className="text-muted-foreground">{t("app.loading")}</p>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">{t("workspace.invitations.empty")}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t("workspace.invitations.pending")}>
            {items.map((invitation) => (
              <li key={invitation.id} className="flex items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium [overflow-wrap:anywhere]">{invitation.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {t(`workspace.roles.${invitation.role}`)} ·{" "}
                    {t("workspace.invitations.expires", { when: formatDateTime(invitation.expires_at, language) })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:text-destructive"
                  aria-label={t("workspace.invitations.revoke", { email: invitation.email })}
                  title={t("workspace.invitations.revoke", { email: invitation.email })}
                  disabled={revoke.isPending}
                  onClick={() => setRevoking(invitation)}
                >
                  <XIcon />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ConfirmDialogOnDemand
          title={revoking ? t("workspace.invitations.revokeTitle", { email: revoking.email }) : undefined}
          description={t("workspace.invitations.revokeDescription")}
          confirmLabel={t("workspace.invitations.revokeConfirm")}
          destructive
          onConfirm={() => revoking && confirmRevoke(revoking)}
          onCancel={() => setRevoking(null)}
        />
      </CardContent>
    </Card>
  );
}
