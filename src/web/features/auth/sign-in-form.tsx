import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "@shared/auth/password";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { authCall } from "./auth-call";
import { authClient } from "@web/lib/auth/auth-client";
import { signInErrorToast } from "./auth-errors";
import { sessionQueryOptions } from "@web/lib/auth/session";
import { useAuthErrorToast } from "./use-auth-toast";

export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useAuthErrorToast();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    const failure = await authCall(() => authClient.signIn.email({ email: email.trim(), password }));
    if (failure) {
      showError(signInErrorToast(failure));
      setSubmitting(false);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    void navigate("/dashboard", { replace: true });
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)}>
      <div className="space-y-2">
        <Label htmlFor="sign-in-email">{t("auth.email")}</Label>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          required
          placeholder={t("auth.emailPlaceholder")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="sign-in-password">{t("auth.password")}</Label>
        <Input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          placeholder={t("auth.passwordPlaceholder")}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t("auth.signingIn") : t("auth.signIn")}
      </Button>
    </form>
  );
}
