import { PASSWORD_MAX_STRENGTH, passwordStrength } from "@shared/auth/password";
import { useTranslation } from "@web/i18n/i18n";
import { cn } from "@web/lib/cn";

/**
 * Colour of the filled segments for a score (docs/product.md "Passwords": red 1, yellow 2, blue 3,
 * green 4), each at least 3:1 against the page as WCAG asks of graphics; an empty segment is an
 * outline of the same contrast.
 */
const FILLED_COLOUR: Record<number, string> = {
  1: "border-red-600 bg-red-600",
  2: "border-amber-600 bg-amber-600",
  3: "border-blue-600 bg-blue-600",
  4: "border-green-700 bg-green-700",
};

export function PasswordStrengthBar({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = passwordStrength(password);
  const segments = Array.from({ length: PASSWORD_MAX_STRENGTH }, (_, index) => index < score);
  return (
    <div className="space-y-1">
      <div
        className="flex gap-1"
        role="meter"
        aria-label={t("auth.strength.label")}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_MAX_STRENGTH}
        aria-valuenow={score}
        aria-valuetext={t(`auth.strength.${score}` as "auth.strength.0")}
        data-score={score}
      >
        {segments.map((filled, index) => (
          <div
            key={index}
            data-filled={filled}
            className={cn(
              "h-1.5 flex-1 rounded-full border transition-colors",
              filled ? FILLED_COLOUR[score] : "border-gray-500 bg-transparent",
            )}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * What goes under a new-password field: the strength bar and the rule (docs/product.md "Passwords").
 * The field names `hintId` in its aria-describedby, so the rule is read with it.
 */
export function NewPasswordStrength({ password, hintId }: { password: string; hintId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordStrengthBar password={password} />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("auth.passwordHint")}
      </p>
    </>
  );
}
