import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { useTranslation } from "@web/i18n/i18n";

/**
 * An email address field with its error (a translation key) under it, labelled 'Email'
 * unless given another `label` (already translated).
 */
export function EmailField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label ?? t("auth.email")} error={error}>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        placeholder={t("auth.emailPlaceholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
    </FormField>
  );
}
