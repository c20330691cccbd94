import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { PASSWORD_MIN_LENGTH, passwordProblem } from "@shared/auth/password";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { authCall } from "./auth-call";
import { authClient } from "@web/lib/auth/auth-client";
import { signUpErrorToast } from "./auth-errors";
import { PasswordStrengthBar } from "./password-strength-bar";
import { sessionQueryOptions } from "@web/lib/auth/session";
import { useAuthErrorToast } from "./use-auth-toast";

/** better-auth wants a display name; the spec's form has none, so it is the email's local part. */
const nameFromEmail = (email: string) => email.split("@")[0] || email;

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useAuthErrorToast();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [state, setState] = useState<"idle" | "submitting" | "created">("idle");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password);
    if (problem) {
      showError(signUpErrorToast({ code: problem === "tooShort" ? "PASSWORD_TOO_SHORT" : "WEAK_PASSWORD" }));
      return;
    }
    setState("submitting");
    const trimmedEmail = email.trim();
    const failure = await authCall(() =>
      authClient.signUp.email({ email: trimmedEmail, password, name: nameFromEmail(trimmedEmail) }),
    );
    if (failure) {
      showError(signUpErrorToast(failure));
      setState("idle");
      return;
    }
    setState("created");
    toast.success(t("auth.accountCreated"));
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    void navigate("/dashboard", { replace: true });
  }

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)}>
      <div className="space-y-2">
        <Label htmlFor="sign-up-email">{t("auth.email")}</Label>
        <Input
          id="sign-up-email"
          type="email"
          autoComplete="email"
          required
          placeholder={t("auth.emailPlaceholder")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="sign-up-password">{t("auth.password")}</Label>
        <Input
          id="sign-up-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby="sign-up-password-hint"
          placeholder={t("auth.passwordPlaceholder")}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordStrengthBar password={password} />
        <p id="sign-up-password-hint" className="text-xs text-muted-foreground">
          {t("auth.passwordHint")}
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={state !== "idle"}>
        {state === "submitting" ? t("auth.creatingAccount") : t("auth.signUp")}
      </Button>
      {state === "created" && (
        <p role="status" className="text-center text-sm font-medium text-success">
          {t("auth.accountCreated")}
        </p>
      )}
    </form>
  );
}
