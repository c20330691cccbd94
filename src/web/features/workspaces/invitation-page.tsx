import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { AuthScreenLayout } from "@web/components/auth-screen-layout";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import type { TextKey } from "@web/i18n/texts";
import { useLanguage } from "@web/i18n/use-language";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { authCall } from "@web/lib/auth/auth-call";
import { useSession } from "@web/lib/auth/session";
import { SESSION_QUERY_KEY } from "@web/lib/auth/session-key";
import { failureDescription } from "@web/lib/error-messages";
import { formatDateTime } from "@web/lib/format";
import { returnToState } from "@web/lib/return-to";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { useAcceptInvitation } from "./api/accept-invitation";
import { invitationPreviewQueryOptions } from "./api/invitation-preview";
import { workspaceErrorMessage } from "./workspace-errors";

/** Why a link no longer works, as the preview says it (`details.reason` of its 404). */
const DEAD_LINK_REASONS = ["invitation_invalid", "invitation_used", "invitation_revoked", "invitation_expired"] as const;

function deadLinkMessageKey(error: unknown): TextKey | undefined {
  const reason = error instanceof ApiError ? (error.details as { reason?: string } | undefined)?.reason : undefined;
  return DEAD_LINK_REASONS.find((known) => known === reason) && (`workspace.invite.${reason}` as TextKey);
}

/**
 * Where an invitation link lands (docs/product.md "Workspaces"): who invites whom to what, then
 * "Accept" for the invited address signed in, sign-in or sign-up (coming back here) for anyone
 * signed out, and for another account a way to sign out first. A dead link says why.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token = "" } = useParams();
  const preview = useQuery(invitationPreviewQueryOptions(token));
  const session = useSession();
  const accept = useAcceptInvitation(token);
  usePageTitle(t("workspace.invite.pageTitle"));

  if (preview.isPending || session.isPending) {
    return (
      <AuthScreenLayout title={t("workspace.invite.pageTitle")}>
        <p className="text-center text-muted-foreground">{t("app.loading")}</p>
      </AuthScreenLayout>
    );
  }
  const signedIn = session.data ?? null;
  if (preview.isError) {
    return (
      <AuthScreenLayout title={t("workspace.invite.deadTitle")}>
        <p role="alert" className="text-center">
          {(() => {
            const key = deadLinkMessageKey(preview.error);
            return key ? t(key) : apiErrorMessage(preview.error, t);
          })()}
        </p>
        <Button asChild className="w-full" variant="outline">
          <Link to={signedIn ? "/dashboard" : "/"}>{signedIn ? t("workspace.invite.toDashboard") : t("workspace.invite.toHome")}</Link>
        </Button>
      </AuthScreenLayout>
    );
  }

  const invitation = preview.data;
  const forThisAccount = signedIn !== null && signedIn.user.email.toLowerCase() === invitation.email.toLowerCase();
  const here = `/invite/${token}`;

  function join() {
    accept.mutate(undefined, {
      onSuccess: (workspace) => {
        toast.success(t("workspace.invite.joined", { workspace: workspace.name }));
        void navigate("/dashboard", { replace: true });
      },
      onError: (error) =>
        toast.error(t("workspace.invite.acceptFailed"), { description: workspaceErrorMessage(error, t), duration: TOAST_DURATION.error }),
    });
  }

  async function signOut() {
    const failure = await authCall(async () => (await import("@web/lib/auth/auth-client")).authClient.signOut());
    if (failure) {
      const description = failureDescription(failure);
      toast.error(t("auth.errors.signOutTitle"), {
        description: "key" in description ? t(description.key) : description.text,
        duration: TOAST_DURATION.error,
      });
      return;
    }
    // This page shows to anyone: it stays, now for someone signed out.
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }

  return (
    <AuthScreenLayout title={t("workspace.invite.title", { workspace: invitation.workspace_name })}>
      <div className="space-y-2 text-center">
        <p>
          {t(`workspace.invite.summary_${invitation.role}`, {
            inviter: invitation.inviter_name,
            workspace: invitation.workspace_name,
          })}
        </p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {t("workspace.invite.forAddress", { email: invitation.email })} ·{" "}
          {t("workspace.invite.expires", { when: formatDateTime(invitation.expires_at, language) })}
        </p>
      </div>
      {forThisAccount ? (
        <Button className="w-full" disabled={accept.isPending} onClick={join}>
          {t("workspace.invite.accept")}
        </Button>
      ) : signedIn ? (
        <div className="space-y-3">
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm [overflow-wrap:anywhere]">
            {t("workspace.invite.otherAccount", { current: signedIn.user.email, email: invitation.email })}
          </p>
          <Button className="w-full" variant="outline" onClick={() => void signOut()}>
            {t("nav.signOut")}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-center text-sm text-muted-foreground">{t("workspace.invite.signInFirst")}</p>
          <Button asChild className="w-full">
            <Link to="/auth" state={returnToState(here, invitation.email, "sign-in")}>
              {t("auth.signIn")}
            </Link>
          </Button>
          <Button asChild className="w-full" variant="outline">
            <Link to="/auth" state={returnToState(here, invitation.email, "sign-up")}>
              {t("workspace.invite.createAccount")}
            </Link>
          </Button>
        </div>
      )}
    </AuthScreenLayout>
  );
}
