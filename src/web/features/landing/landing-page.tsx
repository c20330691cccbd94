import { LayoutDashboardIcon, TrendingUpIcon, UsersIcon, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "@web/components/language-switcher";
import { Logo } from "@web/components/logo";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { usePageTitle } from "@web/lib/use-page-title";

const FEATURES: { key: "dashboard" | "clients" | "pipeline"; icon: LucideIcon }[] = [
  { key: "dashboard", icon: LayoutDashboardIcon },
  { key: "clients", icon: UsersIcon },
  { key: "pipeline", icon: TrendingUpIcon },
];

export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t("landing.subtitle"));
  return (
    <div className="min-h-dvh bg-gradient-to-br from-blue-50 via-background to-indigo-50">
      <header className="mx-auto flex max-w-6xl items-center justify-between p-4">
        <Logo to="/" />
        <LanguageSwitcher />
      </header>
      <main className="mx-auto max-w-6xl px-4 pb-16 pt-10 sm:pt-20">
        <section className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("landing.title")}</h1>
          <p className="mt-4 text-xl font-medium text-primary sm:text-2xl">{t("landing.subtitle")}</p>
          <p className="mt-6 text-base text-muted-foreground sm:text-lg">{t("landing.description")}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/auth">{t("landing.getStarted")}</Link>
          </Button>
        </section>
        <section className="mt-16 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <Card key={key}>
              <CardHeader>
                <Icon className="size-8 text-primary" aria-hidden="true" />
                <CardTitle>{t(`landing.features.${key}.title`)}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">
                {t(`landing.features.${key}.description`)}
              </CardContent>
            </Card>
          ))}
        </section>
      </main>
    </div>
  );
}
