import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { passwordProblem } from "@shared/auth/password";
import { Button } from "@web/components/ui/button";
import { authCall } from "./auth-call";
import { authClient } from "@web/lib/auth/auth-client";
import { signUpErrorToast } from "./auth-errors";
import { CredentialsFields } from "./credentials-fields";
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
      <CredentialsFields
        idPrefix="sign-up"
        email={email}
        password={password}
        onEmailChange={setEmail}
        onPasswordChange={setPassword}
        passwordAutoComplete="new-password"
        passwordExtra={
          <>
            <PasswordStrengthBar password={password} />
            <p id="sign-up-password-hint" className="text-xs text-muted-foreground">
              {t("auth.passwordHint")}
            </p>
          </>
        }
      />
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
