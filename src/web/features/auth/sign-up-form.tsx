import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { USER_NAME_MAX_LENGTH } from "@shared/auth/account.schema";
import { EMPTY_CREDENTIALS, signUpSchema, type CredentialsValues } from "@shared/auth/credentials.schema";
import { PasswordStrengthBar } from "@web/components/password-strength-bar";
import { Button } from "@web/components/ui/button";
import { authCall } from "@web/lib/auth/auth-call";
import { authClient } from "@web/lib/auth/auth-client";
import { sessionQueryOptions } from "@web/lib/auth/session";
import { signUpErrorToast } from "./auth-errors";
import { CredentialsFields } from "./credentials-fields";
import { useAuthErrorToast } from "./use-auth-toast";

/** better-auth wants a display name; the spec's form has none, so it is the email's local part. */
const nameFromEmail = (email: string) => (email.split("@")[0] || email).slice(0, USER_NAME_MAX_LENGTH);

const PASSWORD_HINT_ID = "sign-up-password-hint";

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useAuthErrorToast();
  const form = useForm<CredentialsValues>({ resolver: zodResolver(signUpSchema), defaultValues: EMPTY_CREDENTIALS });
  const password = useWatch({ control: form.control, name: "password" });
  const [created, setCreated] = useState(false);
  const { isSubmitting } = form.formState;

  async function signUp({ email, password }: CredentialsValues) {
    const failure = await authCall(() => authClient.signUp.email({ email, password, name: nameFromEmail(email) }));
    if (failure) {
      showError(signUpErrorToast(failure));
      return;
    }
    setCreated(true);
    toast.success(t("auth.accountCreated"));
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    void navigate("/dashboard", { replace: true });
  }

  /** Spec section 5: a refused password is also told under the title 'Weak Password'. */
  function showPasswordProblem(errors: FieldErrors<CredentialsValues>) {
    const problem = errors.password?.message;
    if (problem) showError({ title: "auth.errors.weakPasswordTitle", description: { key: problem as ParseKeys } });
  }

  // The browser's own validation would speak its language, not the interface's: the schema checks instead.
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(signUp, showPasswordProblem)}>
      <CredentialsFields
        idPrefix="sign-up"
        form={form}
        passwordAutoComplete="new-password"
        passwordExtraId={PASSWORD_HINT_ID}
        passwordExtra={
          <>
            <PasswordStrengthBar password={password} />
            <p id={PASSWORD_HINT_ID} className="text-xs text-muted-foreground">
              {t("auth.passwordHint")}
            </p>
          </>
        }
      />
      <Button type="submit" className="w-full" disabled={isSubmitting || created}>
        {isSubmitting && !created ? t("auth.creatingAccount") : t("auth.signUp")}
      </Button>
      {created && (
        <p role="status" className="text-center text-sm font-medium text-success">
          {t("auth.accountCreated")}
        </p>
      )}
    </form>
  );
}
