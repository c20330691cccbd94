import { useTranslation } from "@web/i18n/i18n";
import { usePageTitle } from "@web/lib/use-page-title";
import { AuthScreenLayout } from "@web/components/auth-screen-layout";
import { ForgotPasswordForm } from "./forgot-password-form";

/** /auth/forgot-password: asks for a link to choose a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t("auth.forgotPassword.pageTitle"));
  return (
    <AuthScreenLayout title={t("auth.forgotPassword.title")} description={t("auth.forgotPassword.description")}>
      <ForgotPasswordForm />
    </AuthScreenLayout>
  );
}
