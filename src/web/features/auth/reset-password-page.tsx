import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "@web/components/link";
import { buttonVariants } from "@web/components/ui/button-variants";
import { useTranslation } from "@web/i18n/i18n";
import { usePageTitle } from "@web/lib/use-page-title";
import { AuthScreenLayout } from "@web/components/auth-screen-layout";
import { BackToSignInLink } from "./back-to-sign-in-link";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * /auth/reset-password, where the link of a reset mail lands through the server: with
 * `?token=…` when the link works, with `?error=INVALID_TOKEN` when it has expired, was
 * used or was never ours.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t("auth.resetPassword.pageTitle"));
  const search = new URLSearchParams(useLocation().search);
  const token = search.get("token");
  // The server can still refuse a token that looked fine: it expired since, or was used in another tab.
  const [refusedOnSubmit, setRefusedOnSubmit] = useState(false);
  const linkWorks = token !== null && token !== "" && !search.has("error") && !refusedOnSubmit;
  return (
    <AuthScreenLayout title={t("auth.resetPassword.title")} description={linkWorks ? t("auth.resetPassword.description") : undefined}>
      {linkWorks ? (
        <ResetPasswordForm token={token} onLinkRefused={() => setRefusedOnSubmit(true)} />
      ) : (
        <InvalidResetLink focusOnShow={refusedOnSubmit} />
      )}
      <BackToSignInLink />
    </AuthScreenLayout>
  );
}

/** The link no longer works: a new one is the way on. When it replaces the form, focus goes to that way on. */
function InvalidResetLink({ focusOnShow }: { focusOnShow: boolean }) {
  const { t } = useTranslation();
  const newLinkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusOnShow) newLinkRef.current?.focus();
  }, [focusOnShow]);
  return (
    <div className="space-y-4">
      <p role="alert" className="text-center text-sm">
        {t("auth.resetPassword.invalidLink")}
      </p>
      <Link to="/auth/forgot-password" className={buttonVariants({ className: "w-full" })} ref={newLinkRef}>
        {t("auth.resetPassword.requestNewLink")}
      </Link>
    </div>
  );
}
