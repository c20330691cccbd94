import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "@web/components/link";
import { StatusNotice } from "@web/components/status-notice";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { useTranslation } from "@web/i18n/i18n";
import type { TextKey } from "@web/i18n/texts";
import { failureMessageKey } from "@web/lib/error-messages";
import { usePageTitle } from "@web/lib/use-page-title";
import { type EmailChangeLinkAction, postEmailChangeLink } from "./api/email-change-link";
import { AuthScreenLayout } from "@web/components/auth-screen-layout";
import { BackToSignInLink } from "./back-to-sign-in-link";

type Outcome = { kind: "done"; email: string } | { kind: "refused"; message: TextKey };

/** Why the server refused a link, in the page's words. */
function refusal(code: string | undefined, status: number | undefined): TextKey {
  if (code === "INVALID_TOKEN") return "auth.emailChange.invalidLink";
  if (code === "EMAIL_TAKEN") return "auth.emailChange.emailTaken";
  return failureMessageKey({ status, code });
}

/**
 * /auth/confirm-email-change and /auth/cancel-email-change, where the links of the change-of-email
 * mails land, signed in or not. Nothing happens until the button is pressed: a mail program
 * that opens links to scan them changes no one's address.
 */
export function EmailChangeLinkPage({ action }: { action: EmailChangeLinkAction }) {
  const { t } = useTranslation();
  const texts = action === "confirm" ? CONFIRM_TEXTS : CANCEL_TEXTS;
  usePageTitle(t(texts.pageTitle));
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome | null>(
    token === "" ? { kind: "refused", message: "auth.emailChange.invalidLink" } : null,
  );
  const [busy, setBusy] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  async function submit() {
    setBusy(true);
    const answer = await postEmailChangeLink(action, token);
    setBusy(false);
    setOutcome(
      "data" in answer
        ? { kind: "done", email: answer.data.email }
        : { kind: "refused", message: refusal(answer.failure.code, answer.failure.status) },
    );
    // The button goes away: focus goes to what took its place.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  return (
    <AuthScreenLayout title={t(texts.title)} description={outcome ? undefined : t(texts.description)}>
      {outcome === null ? (
        <Button className="w-full" variant={action === "cancel" ? "destructive" : "default"} disabled={busy} onClick={submit}>
          {busy ? t(texts.busy) : t(texts.submit)}
        </Button>
      ) : (
        <div ref={outcomeRef} tabIndex={-1} className="space-y-4 outline-none">
          {outcome.kind === "done" ? (
            <>
              <StatusNotice>{t(texts.done, { email: outcome.email })}</StatusNotice>
              {action === "cancel" && (
                <Link to="/auth/forgot-password" className={buttonVariants({ className: "w-full" })}>
                  {t("auth.emailChange.choosePassword")}
                </Link>
              )}
            </>
          ) : (
            <p role="alert" className="text-center text-sm [overflow-wrap:anywhere]">
              {t(outcome.message)}
            </p>
          )}
        </div>
      )}
      <BackToSignInLink />
    </AuthScreenLayout>
  );
}

const CONFIRM_TEXTS = {
  pageTitle: "auth.emailChange.confirmPageTitle",
  title: "auth.emailChange.confirmTitle",
  description: "auth.emailChange.confirmDescription",
  submit: "auth.emailChange.confirm",
  busy: "auth.emailChange.confirming",
  done: "auth.emailChange.confirmed",
} as const satisfies Record<string, TextKey>;

const CANCEL_TEXTS = {
  pageTitle: "auth.emailChange.cancelPageTitle",
  title: "auth.emailChange.cancelTitle",
  description: "auth.emailChange.cancelDescription",
  submit: "auth.emailChange.cancel",
  busy: "auth.emailChange.cancelling",
  done: "auth.emailChange.cancelled",
} as const satisfies Record<string, TextKey>;
