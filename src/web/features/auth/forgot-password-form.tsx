import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { EmailField } from "@web/components/email-field";
import { StatusNotice } from "@web/components/status-notice";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { useCapabilities } from "@web/lib/server-capabilities";
import { requestPasswordReset } from "./api/request-password-reset";
import { passwordResetRequestErrorToast } from "./auth-errors";
import type { ForgotPasswordValues } from "./auth-form-rules";
import { BackToSignInLink } from "./back-to-sign-in-link";
import { useCarriedEmail } from "./carried-email";
import { useAuthErrorToast } from "./use-auth-toast";

const rules = lazyResolver(() => import("./auth-form-rules").then((module) => module.forgotPasswordRules));

/** The address a link was asked for, and whether the server mails it or only logs it. */
interface LinkRequested {
  email: string;
  delivered: boolean;
}

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const showError = useAuthErrorToast();
  const readCapabilities = useCapabilities();
  const form = useForm<ForgotPasswordValues>({ resolver: rules, defaultValues: { email: useCarriedEmail() } });
  const [requested, setRequested] = useState<LinkRequested | null>(null);
  const { errors, isSubmitting } = form.formState;
  const email = useWatch({ control: form.control, name: "email" });

  async function requestLink({ email }: ForgotPasswordValues) {
    const failure = await requestPasswordReset(email);
    if (failure) {
      showError(passwordResetRequestErrorToast(failure));
      return;
    }
    const { email_delivery } = await readCapabilities();
    setRequested({ email, delivered: email_delivery });
  }

  // The same answer whether or not the account exists: the page never tells which.
  return (
    <>
      <form noValidate className="space-y-4" onFocus={rules.preload} onSubmit={form.handleSubmit(requestLink)}>
        <EmailField id="forgot-password-email" error={errors.email?.message} registration={form.register("email")} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t("common.sending") : t("auth.forgotPassword.submit")}
        </Button>
        {requested && (
          <StatusNotice>
            {requested.delivered ? t("auth.forgotPassword.sent", { email: requested.email }) : t("auth.forgotPassword.notSent")}
          </StatusNotice>
        )}
      </form>
      <BackToSignInLink email={email} />
    </>
  );
}
