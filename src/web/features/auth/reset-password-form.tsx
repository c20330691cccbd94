import { useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { useNavigate } from "react-router";
import { FormField } from "@web/components/form-field";
import { NewPasswordStrength } from "@web/components/password-strength-bar";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";
import type { TextKey } from "@web/i18n/texts";
import { SESSION_QUERY_KEY } from "@web/lib/auth/session-key";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { toast } from "@web/lib/toast";
import { resetPassword } from "./api/reset-password";
import { resetPasswordFailure, weakPasswordToast } from "./auth-errors";
import type { ResetPasswordValues } from "./auth-form-rules";
import { describedBy } from "./credentials-fields";
import { useAuthErrorToast } from "./use-auth-toast";

const rules = lazyResolver(() => import("./auth-form-rules").then((module) => module.resetPasswordRules));

const EMPTY: ResetPasswordValues = { newPassword: "", confirmPassword: "" };
const NEW_PASSWORD_ID = "reset-new-password";
const CONFIRM_PASSWORD_ID = "reset-confirm-password";
const PASSWORD_HINT_ID = "reset-password-hint";

export function ResetPasswordForm({ token, onLinkRefused }: { token: string; onLinkRefused: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useAuthErrorToast();
  const form = useForm<ResetPasswordValues>({ resolver: rules, defaultValues: EMPTY });
  const newPassword = useWatch({ control: form.control, name: "newPassword" });
  const { errors, isSubmitting } = form.formState;

  async function reset({ newPassword }: ResetPasswordValues) {
    const failure = await resetPassword({ newPassword, token });
    if (!failure) {
      toast.success(t("auth.resetPassword.updated"));
      // Every session of the account has just ended, this browser's too: /auth must not trust a remembered one.
      queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
      void navigate("/auth", { replace: true });
      return;
    }
    const problem = resetPasswordFailure(failure);
    if (problem.kind === "invalidLink") {
      onLinkRefused();
      return;
    }
    if (problem.passwordError) form.setError("newPassword", { message: problem.passwordError });
    showError(problem.toast);
  }

  /** As on sign-up (docs/product.md "Passwords"): a refused password is also told under the title 'Weak Password'. */
  function showPasswordProblem(invalid: FieldErrors<ResetPasswordValues>) {
    const problem = invalid.newPassword?.message;
    if (problem) showError(weakPasswordToast(problem as TextKey));
  }

  const newPasswordError = errors.newPassword?.message;
  const confirmError = errors.confirmPassword?.message;
  return (
    <form noValidate className="space-y-4" onFocus={rules.preload} onSubmit={form.handleSubmit(reset, showPasswordProblem)}>
      <FormField id={NEW_PASSWORD_ID} label={t("auth.resetPassword.newPassword")} error={newPasswordError}>
        <Input
          id={NEW_PASSWORD_ID}
          type="password"
          autoComplete="new-password"
          aria-invalid={newPasswordError ? true : undefined}
          aria-describedby={describedBy(PASSWORD_HINT_ID, newPasswordError && `${NEW_PASSWORD_ID}-error`)}
          {...form.register("newPassword")}
        />
        <NewPasswordStrength password={newPassword} hintId={PASSWORD_HINT_ID} />
      </FormField>
      <FormField id={CONFIRM_PASSWORD_ID} label={t("auth.resetPassword.confirmPassword")} error={confirmError}>
        <Input
          id={CONFIRM_PASSWORD_ID}
          type="password"
          autoComplete="new-password"
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={describedBy(confirmError && `${CONFIRM_PASSWORD_ID}-error`)}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("auth.resetPassword.submitting") : t("auth.resetPassword.submit")}
      </Button>
    </form>
  );
}
