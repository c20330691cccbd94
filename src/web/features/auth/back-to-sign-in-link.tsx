import { useTranslation } from "react-i18next";
import { Link } from "@web/components/link";

export function BackToSignInLink() {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm">
      <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
        {t("auth.backToSignIn")}
      </Link>
    </p>
  );
}
