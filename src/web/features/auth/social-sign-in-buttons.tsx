import { useState } from "react";
import { useLocation } from "react-router";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { authCall } from "@web/lib/auth/auth-call";
import { returnToOf } from "@web/lib/return-to";
import { authClient } from "@web/lib/auth/auth-client";
import { socialSignInErrorToast, type SocialProvider } from "./auth-errors";
import { useAuthErrorToast } from "./use-auth-toast";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.57c2.08-1.92 3.27-4.74 3.27-8.09Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.76c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.84 14.11a6.6 6.6 0 0 1 0-4.22V7.05H2.18a11 11 0 0 0 0 9.9l3.66-2.84Z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

function MicrosoftMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#F25022" d="M1 1h10v10H1z" />
      <path fill="#7FBA00" d="M13 1h10v10H13z" />
      <path fill="#00A4EF" d="M1 13h10v10H1z" />
      <path fill="#FFB900" d="M13 13h10v10H13z" />
    </svg>
  );
}

/** Continue with Google or Microsoft; on success the browser leaves for the provider. */
export function SocialSignInButtons() {
  const { t } = useTranslation();
  const showError = useAuthErrorToast();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const returnTo = returnToOf(useLocation().state);

  async function signInWith(provider: SocialProvider) {
    setPending(provider);
    const failure = await authCall(() => authClient.signIn.social({ provider, callbackURL: returnTo, errorCallbackURL: "/auth" }));
    if (failure) {
      showError(socialSignInErrorToast(provider, failure));
      setPending(null);
    }
  }

  return (
    <div className="space-y-3">
      <div className="relative py-1 text-center text-xs uppercase text-muted-foreground">
        <span className="absolute inset-x-0 top-1/2 border-t" aria-hidden="true" />
        <span className="relative bg-card px-2">{t("auth.orContinueWith")}</span>
      </div>
      {/* One button a row: "Continuer avec Microsoft" does not fit in half of the card. */}
      <div className="grid gap-2">
        <Button variant="outline" disabled={pending !== null} onClick={() => void signInWith("google")}>
          <GoogleMark />
          {t("auth.continueWithGoogle")}
        </Button>
        <Button variant="outline" disabled={pending !== null} onClick={() => void signInWith("microsoft")}>
          <MicrosoftMark />
          {t("auth.continueWithMicrosoft")}
        </Button>
      </div>
    </div>
  );
}
