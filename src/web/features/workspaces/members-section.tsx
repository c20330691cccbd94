import { LogOutIcon, UserMinusIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { WorkspaceMember, WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import type { WorkspaceRole } from "@shared/workspaces/workspace-roles";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { formatInteger } from "@web/lib/format";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { memberLabel, useWorkspaceMembers } from "@web/lib/workspaces";
import { useChangeRole } from "./api/change-role";
import { useRemoveMember } from "./api/remove-member";
import { rolesOffered } from "./member-rules";
import { workspaceErrorMessage } from "./workspace-errors";

/** What is being confirmed: a removal, leaving, or handing the workspace over. */
type Pending = { kind: "remove" | "leave" | "hand-over"; member: WorkspaceMember } | null;

/**
 * Everyone in the workspace with their role. An admin or the owner changes roles (the owner
 * hands the workspace over by making another member owner) and removes members; anyone but the
 * owner leaves. Each is confirmed when it cannot simply be undone.
 */
export function MembersSection({ workspace, userId }: { workspace: WorkspaceSummary; userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const members = useWorkspaceMembers();
  const changeRole = useChangeRole(workspace.id);
  const removeMember = useRemoveMember(workspace.id);
  const [pending, setPending] = useState<Pending>(null);
  const items = members.data?.items ?? [];
  const owner = items.find((member) => member.role === "owner");

  const failed = (title: string) => (error: unknown) =>
    toast.error(title, { description: workspaceErrorMessage(error, t), duration: TOAST_DURATION.error });

  function setRole(member: WorkspaceMember, role: WorkspaceRole) {
    if (role === member.role) return;
    if (role === "owner") return setPending({ kind: "hand-over", member });
    changeRole.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () => toast.success(t(`workspace.members.roleChanged_${role}`, { name: memberLabel(member) })),
        onError: failed(t("workspace.members.roleChangeFailed")),
      },
    );
  }

  function confirm() {
    if (!pending) return;
    const { kind, member } = pending;
    setPending(null);
    const name = memberLabel(member);
    if (kind === "hand-over") {
      changeRole.mutate(
        { userId: member.user_id, role: "owner" },
        {
          onSuccess: () => toast.success(t("workspace.members.handedOver", { name })),
          onError: failed(t("workspace.members.roleChangeFailed")),
        },
      );
      return;
    }
    const leaving = kind === "leave";
    // Awaited rather than given to `mutate`: after leaving, the page shows another workspace.
    removeMember.mutateAsync({ userId: member.user_id, leaving }).then(
      () => {
        toast.success(leaving ? t("workspace.members.left", { workspace: workspace.name }) : t("workspace.members.removed", { name }));
        if (leaving) void navigate("/dashboard");
      },
      failed(leaving ? t("workspace.members.leaveFailed") : t("workspace.members.removeFailed")),
    );
  }

  const confirmation = pending && confirmationTexts(pending, workspace.name, owner ? memberLabel(owner) : "");
  const self = items.find((member) => member.user_id === userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("workspace.members.title")}</CardTitle>
        <CardDescription>
          {t("workspace.members.description", { count: items.length, formatted: formatInteger(items.length, language) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {members.isPending ? (
          <p className="text-muted-foreground">{t("app.loading")}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t("workspace.members.title")}>
            {items.map((member) => {
              const name = memberLabel(member);
              const roles = rolesOffered(workspace.role, member, userId);
              const canRemove = workspace.role !== "member" && member.role !== "owner" && member.user_id !== userId;
              return (
                <li key={member.user_id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
                  {/* On a phone the name takes the whole line, the role and removal go under it. */}
                  <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                    <p className="font-medium [overflow-wrap:anywhere]">
                      {name}
                      {member.user_id === userId && (
                        <Badge variant="secondary" className="ml-2 align-middle">
                          {t("workspace.members.you")}
                        </Badge>
                      )}
                    </p>
                    <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{member.email}</p>
                  </div>
                  {roles.length > 1 ? (
                    <NativeSelect
                      className="w-40"
                      aria-label={t("workspace.members.roleOf", { name })}
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(event) => setRole(member, event.target.value as WorkspaceRole)}
                    >
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {t(`workspace.roles.${role}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <span className="w-40 text-sm text-muted-foreground">{t(`workspace.roles.${member.role}`)}</span>
                  )}
                  {canRemove && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={t("workspace.members.remove", { name })}
                      title={t("workspace.members.remove", { name })}
                      disabled={removeMember.isPending}
                      onClick={() => setPending({ kind: "remove", member })}
                    >
                      <UserMinusIcon />
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {self &&
          (self.role === "owner" ? (
            <p className="text-sm text-muted-foreground">{t("workspace.members.ownerCannotLeave")}</p>
          ) : (
            <Button variant="outline" disabled={removeMember.isPending} onClick={() => setPending({ kind: "leave", member: self })}>
              <LogOutIcon />
              {t("workspace.members.leave")}
            </Button>
          ))}
        <ConfirmDialogOnDemand
          title={confirmation?.title}
          description={confirmation?.description ?? ""}
          confirmLabel={confirmation?.confirmLabel ?? ""}
          destructive={pending?.kind !== "hand-over"}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      </CardContent>
    </Card>
  );

  function confirmationTexts({ kind, member }: NonNullable<Pending>, workspaceName: string, ownerName: string) {
    const name = memberLabel(member);
    switch (kind) {
      case "remove":
        return {
          title: t("workspace.members.removeTitle", { name, workspace: workspaceName }),
          description: t("workspace.members.removeDescription", { owner: ownerName }),
          confirmLabel: t("workspace.members.removeConfirm"),
        };
      case "leave":
        return {
          title: t("workspace.members.leaveTitle", { workspace: workspaceName }),
          description: t("workspace.members.leaveDescription", { owner: ownerName }),
          confirmLabel: t("workspace.members.leaveConfirm"),
        };
      case "hand-over":
        return {
          title: t("workspace.members.handOverTitle", { name, workspace: workspaceName }),
          description: t("workspace.members.handOverDescription", { name }),
          confirmLabel: t("workspace.members.handOverConfirm"),
        };
    }
  }
}
