import { useEffect } from "react";
import { useLocation } from "react-router";
import { Link } from "@web/components/link";
import { LanguageSwitcher } from "@web/components/language-switcher";
import { ThemeSwitcher } from "@web/components/theme-switcher";
import { useTranslation } from "@web/i18n/i18n";
import { useWayIn } from "@web/lib/auth/signed-in-hint";
import { usePageTitle } from "@web/lib/use-page-title";

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  usePageTitle(t("notFound.pageTitle"));
  const wayIn = useWayIn("/");

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <header className="flex justify-end p-4">
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 text-center">
        <div>
          <h1 className="mb-4 text-5xl font-bold">{t("notFound.code")}</h1>
          <p className="mb-6 text-xl text-muted-foreground">{t("notFound.message")}</p>
          <Link to="/" onClick={wayIn} className="text-primary underline underline-offset-4 hover:text-primary/80">
            {t("notFound.backHome")}
          </Link>
        </div>
      </main>
    </div>
  );
}
