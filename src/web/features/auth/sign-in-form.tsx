import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import type { CredentialsValues } from "@shared/auth/credentials.schema";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { authClient } from "@web/lib/auth/auth-client";
import { sessionQueryOptions } from "@web/lib/auth/session";
import { authCall } from "@web/lib/auth/auth-call";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { returnToOf } from "@web/lib/return-to";
import { isEmailNotVerified, signInErrorToast } from "./auth-errors";
import { carriedEmailState, useCarriedEmail } from "./carried-email";
import { CredentialsFields, EMPTY_CREDENTIALS } from "./credentials-fields";
import { ResendVerification } from "./resend-verification";
import { useAuthErrorToast } from "./use-auth-toast";

const rules = lazyResolver(() => import("./auth-form-rules").then((module) => module.signInRules));

export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = returnToOf(useLocation().state);
  const queryClient = useQueryClient();
  const showError = useAuthErrorToast();
  const carriedEmail = useCarriedEmail();
  const form = useForm<CredentialsValues>({
    resolver: rules,
    defaultValues: { ...EMPTY_CREDENTIALS, email: carriedEmail },
  });
  const email = useWatch({ control: form.control, name: "email" });
  /** The address of the last attempt when it was refused as not confirmed yet: its link can be sent again. */
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  async function signIn({ email, password }: CredentialsValues) {
    const failure = await authCall(() => authClient.signIn.email({ email, password }));
    if (failure) {
      setUnconfirmedEmail(isEmailNotVerified(failure) ? email : null);
      showError(signInErrorToast(failure));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    void navigate(returnTo, { replace: true });
  }

  // The browser's own validation would speak its language, not the interface's: the schema checks instead.
  return (
    <form noValidate className="space-y-4" onFocus={rules.preload} onSubmit={form.handleSubmit(signIn)}>
      <CredentialsFields idPrefix="sign-in" form={form} passwordAutoComplete="current-password" />
      <p className="-mt-2 text-right text-sm">
        <Link
          to="/auth/forgot-password"
          state={carriedEmailState(email)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("auth.forgotPasswordLink")}
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("auth.signingIn") : t("auth.signIn")}
      </Button>
      {unconfirmedEmail && <ResendVerification email={unconfirmedEmail} />}
    </form>
  );
}
