import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";

/**
 * The password the user signs in with, asked again to confirm a sensitive change (the email,
 * deleting the account), with its error (a translation key) under it. `label` is translated.
 */
export function CurrentPasswordField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type="password"
        autoComplete="current-password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
    </FormField>
  );
}
