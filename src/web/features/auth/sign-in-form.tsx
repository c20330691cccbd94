import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { authCall } from "./auth-call";
import { authClient } from "@web/lib/auth/auth-client";
import { signInErrorToast } from "./auth-errors";
import { CredentialsFields } from "./credentials-fields";
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
      <CredentialsFields
        idPrefix="sign-in"
        email={email}
        password={password}
        onEmailChange={setEmail}
        onPasswordChange={setPassword}
        passwordAutoComplete="current-password"
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t("auth.signingIn") : t("auth.signIn")}
      </Button>
    </form>
  );
}
