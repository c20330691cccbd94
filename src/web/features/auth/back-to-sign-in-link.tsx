import { Link } from "@web/components/link";
import { useTranslation } from "@web/i18n/i18n";
import { carriedEmailState } from "./carried-email";

/** Back to /auth, with the email typed on this screen when there is one. */
export function BackToSignInLink({ email }: { email?: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm">
      <Link
        to="/auth"
        state={email ? carriedEmailState(email) : undefined}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("auth.backToSignIn")}
      </Link>
    </p>
  );
}
