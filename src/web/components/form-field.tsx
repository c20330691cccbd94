import type { ReactNode } from "react";
import { useTranslation } from "@web/i18n/i18n";
import { Label } from "@web/components/ui/label";
import type { TextKey } from "@web/i18n/texts";

/** A label, the control, and the field's error (a translation key) in red under it. */
export function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {t(error as TextKey)}
        </p>
      )}
    </div>
  );
}
