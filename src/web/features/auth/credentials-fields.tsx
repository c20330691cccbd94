import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PASSWORD_MIN_LENGTH } from "@shared/auth/password";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

/** The email and password fields of both /auth tabs; `passwordExtra` goes under the password. */
export function CredentialsFields({
  idPrefix,
  email,
  password,
  onEmailChange,
  onPasswordChange,
  passwordAutoComplete,
  passwordExtra,
}: {
  idPrefix: string;
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
  passwordAutoComplete: "current-password" | "new-password";
  passwordExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-email`}>{t("auth.email")}</Label>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          required
          placeholder={t("auth.emailPlaceholder")}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-password`}>{t("auth.password")}</Label>
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete={passwordAutoComplete}
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby={passwordExtra ? `${idPrefix}-password-hint` : undefined}
          placeholder={t("auth.passwordPlaceholder")}
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
        {passwordExtra}
      </div>
    </>
  );
}
