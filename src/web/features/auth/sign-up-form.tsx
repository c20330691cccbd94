import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { USER_NAME_MAX_LENGTH } from "@shared/auth/account-limits";
import type { CredentialsValues } from "@shared/auth/credentials.schema";
import { NewPasswordStrength } from "@web/components/password-strength-bar";
import { StatusNotice } from "@web/components/status-notice";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import type { TextKey } from "@web/i18n/texts";
import { authCall } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";
import { sessionQueryOptions } from "@web/lib/auth/session";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { returnToOf } from "@web/lib/return-to";
import { useCapabilities } from "@web/lib/server-capabilities";
import { toast } from "@web/lib/toast";
import { useCarriedEmail } from "./carried-email";
import { signUpErrorToast, weakPasswordToast } from "./auth-errors";
import { CredentialsFields, EMPTY_CREDENTIALS } from "./credentials-fields";
import { useAuthErrorToast } from "./use-auth-toast";

/** better-auth wants a display name; the sign-up form has none, so it is the email's local part. */
const nameFromEmail = (email: string) => (email.split("@")[0] || email).slice(0, USER_NAME_MAX_LENGTH);

const PASSWORD_HINT_ID = "sign-up-password-hint";
const rules = lazyResolver(() => import("./auth-form-rules").then((module) => module.signUpRules));

/** An account created on a server that wants its address confirmed first: where the link went, if it was mailed. */
interface AwaitingConfirmation {
  email: string;
  delivered: boolean;
}

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = returnToOf(useLocation().state);
  const carriedEmail = useCarriedEmail();
  const queryClient = useQueryClient();
  const showError = useAuthErrorToast();
  const readCapabilities = useCapabilities();
  const form = useForm<CredentialsValues>({
    resolver: rules,
    defaultValues: { ...EMPTY_CREDENTIALS, email: carriedEmail },
  });
  const password = useWatch({ control: form.control, name: "password" });
  const [created, setCreated] = useState(false);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<AwaitingConfirmation | null>(null);
  const { isSubmitting } = form.formState;

  async function signUp({ email, password }: CredentialsValues) {
    // callbackURL: where the confirmation link leads, signed in, when the server asks for one (REQUIRE_EMAIL_VERIFICATION).
    const failure = await authCall(() => authClient.signUp.email({ email, password, name: nameFromEmail(email), callbackURL: returnTo }));
    if (failure) {
      showError(signUpErrorToast(failure));
      return;
    }
    const capabilities = await readCapabilities();
    // REQUIRE_EMAIL_VERIFICATION: the account has no session until its address is confirmed.
    if (capabilities.email_verification_required) {
      setAwaitingConfirmation({ email, delivered: capabilities.email_delivery });
      return;
    }
    setCreated(true);
    toast.success(t("auth.accountCreated"));
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    void navigate(returnTo, { replace: true });
  }

  /** docs/product.md "Passwords": a refused password is also told under the title 'Weak Password'. */
  function showPasswordProblem(errors: FieldErrors<CredentialsValues>) {
    const problem = errors.password?.message;
    if (problem) showError(weakPasswordToast(problem as TextKey));
  }

  // The browser's own validation would speak its language, not the interface's: the schema checks instead.
  return (
    <form noValidate className="space-y-4" onFocus={rules.preload} onSubmit={form.handleSubmit(signUp, showPasswordProblem)}>
      <CredentialsFields
        idPrefix="sign-up"
        form={form}
        passwordAutoComplete="new-password"
        passwordExtraId={PASSWORD_HINT_ID}
        passwordExtra={<NewPasswordStrength password={password} hintId={PASSWORD_HINT_ID} />}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting || created}>
        {isSubmitting && !created ? t("auth.creatingAccount") : t("auth.signUp")}
      </Button>
      {created && (
        <p role="status" className="text-center text-sm font-medium text-success">
          {t("auth.accountCreated")}
        </p>
      )}
      {awaitingConfirmation && (
        <StatusNotice>
          {awaitingConfirmation.delivered
            ? t("auth.verification.checkInbox", { email: awaitingConfirmation.email })
            : t("auth.verification.notSent")}
        </StatusNotice>
      )}
    </form>
  );
}
