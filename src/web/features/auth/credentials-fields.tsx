import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CredentialsValues } from "@shared/auth/credentials.schema";
import { EmailField } from "@web/components/email-field";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";

/** The ids that describe a field: its hint, if any, then its error, if any. */
/** What both /auth forms hold at first. */
export const EMPTY_CREDENTIALS: CredentialsValues = { email: "", password: "" };

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

/**
 * The email and password fields of both /auth tabs, each with its error under it;
 * `passwordExtra` goes under the password, and describes it when it has `passwordExtraId`.
 */
export function CredentialsFields({
  idPrefix,
  form,
  passwordAutoComplete,
  passwordExtra,
  passwordExtraId,
}: {
  idPrefix: string;
  form: UseFormReturn<CredentialsValues>;
  passwordAutoComplete: "current-password" | "new-password";
  passwordExtra?: ReactNode;
  passwordExtraId?: string;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const passwordId = `${idPrefix}-password`;
  const passwordError = errors.password?.message;
  return (
    <>
      <EmailField id={`${idPrefix}-email`} error={errors.email?.message} registration={form.register("email")} />
      <FormField id={passwordId} label={t("auth.password")} error={passwordError}>
        <Input
          id={passwordId}
          type="password"
          autoComplete={passwordAutoComplete}
          placeholder={t("auth.passwordPlaceholder")}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy(passwordExtraId, passwordError && `${passwordId}-error`)}
          {...form.register("password")}
        />
        {passwordExtra}
      </FormField>
    </>
  );
}
