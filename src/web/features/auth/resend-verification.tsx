import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { useCapabilities } from "@web/lib/server-capabilities";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { sendVerificationEmail } from "./api/send-verification-email";
import { resendVerificationErrorToast } from "./auth-errors";
import { useAuthErrorToast } from "./use-auth-toast";

/**
 * Under the sign-in form once it was refused for an address not confirmed yet: sends the
 * confirmation link again. It stays there, where a toast's button would be gone in seconds.
 */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const showError = useAuthErrorToast();
  const readCapabilities = useCapabilities();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    const failure = await sendVerificationEmail(email);
    const delivered = !failure && (await readCapabilities()).email_delivery;
    setSending(false);
    if (failure) showError(resendVerificationErrorToast(failure));
    else if (delivered) toast.success(t("auth.verification.resent", { email }));
    else toast.warning(t("auth.verification.resentNotSent"), { duration: TOAST_DURATION.error });
  }

  return (
    <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm">
      <span className="text-muted-foreground">{t("auth.verification.resendPrompt")}</span>
      <Button variant="link" className="h-auto p-0" disabled={sending} onClick={() => void resend()}>
        {sending ? t("common.sending") : t("auth.verification.resend")}
      </Button>
    </p>
  );
}
