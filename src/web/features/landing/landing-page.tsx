import { LayoutDashboardIcon, TrendingUpIcon, UsersIcon, type LucideIcon } from "lucide-react";
import { LanguageSwitcher } from "@web/components/language-switcher";
import { ThemeSwitcher } from "@web/components/theme-switcher";
import { Link } from "@web/components/link";
import { Logo } from "@web/components/logo";
import { buttonVariants } from "@web/components/ui/button-variants";
import { CARD_CLASSES } from "@web/components/ui/card-classes";
import { useTranslation } from "@web/i18n/i18n";
import { useWayIn } from "@web/lib/auth/signed-in-hint";
import { usePageTitle } from "@web/lib/use-page-title";

const FEATURES: { key: "dashboard" | "clients" | "pipeline"; icon: LucideIcon }[] = [
  { key: "dashboard", icon: LayoutDashboardIcon },
  { key: "clients", icon: UsersIcon },
  { key: "pipeline", icon: TrendingUpIcon },
];

/**
 * The first page a visitor sees, so the smallest: it draws its button and cards from
 * their classes instead of the Button and Card components, which load tailwind-merge.
 */
export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t("landing.subtitle"));
  const wayIn = useWayIn("/auth");
  return (
    <div className="min-h-dvh bg-gradient-to-br from-blue-50 via-background to-indigo-50 dark:from-blue-950/50 dark:to-indigo-950/50">
      <header className="mx-auto flex max-w-6xl items-center justify-between p-4">
        <Logo to="/" />
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 pb-16 pt-10 sm:pt-20">
        <section className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("landing.title")}</h1>
          <p className="mt-4 text-xl font-medium text-primary sm:text-2xl">{t("landing.subtitle")}</p>
          <p className="mt-6 text-base text-muted-foreground sm:text-lg">{t("landing.description")}</p>
          <Link to="/auth" onClick={wayIn} className={buttonVariants({ size: "lg", className: "mt-8" })}>
            {t("landing.getStarted")}
          </Link>
        </section>
        <section className="mt-16 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <div key={key} className={CARD_CLASSES.root}>
              <div className={CARD_CLASSES.header}>
                <Icon className="size-8 text-primary" aria-hidden="true" />
                <h2 className={CARD_CLASSES.title}>{t(`landing.features.${key}.title`)}</h2>
              </div>
              <div className={`${CARD_CLASSES.content} text-sm text-muted-foreground`}>{t(`landing.features.${key}.description`)}</div>
            </div>
          ))}
        </section>
      </main>
    </div>
  );
}
