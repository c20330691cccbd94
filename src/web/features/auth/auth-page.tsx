import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "@web/components/language-switcher";
import { Logo } from "@web/components/logo";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageTitle } from "@web/lib/use-page-title";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { SocialSignInButtons } from "./social-sign-in-buttons";

export function AuthPage() {
  const { t } = useTranslation();
  usePageTitle(t("auth.pageTitle"));
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-blue-50 via-background to-indigo-50">
      <header className="flex items-center justify-between p-4">
        <Logo to="/" />
        <LanguageSwitcher />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            {/* The page's one heading, sized as the card's title */}
            <h1 className="text-2xl font-semibold leading-none tracking-tight">{t("auth.title")}</h1>
            <CardDescription>{t("auth.subtitle")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <Tabs defaultValue="sign-in">
              <TabsList>
                <TabsTrigger value="sign-in">{t("auth.tabs.signIn")}</TabsTrigger>
                <TabsTrigger value="sign-up">{t("auth.tabs.signUp")}</TabsTrigger>
              </TabsList>
              {/* Each panel opens with the Email field: Tab goes from the tab straight to it (WAI-ARIA tabs). */}
              <TabsContent value="sign-in" tabIndex={-1}>
                <SignInForm />
              </TabsContent>
              <TabsContent value="sign-up" tabIndex={-1}>
                <SignUpForm />
              </TabsContent>
            </Tabs>
            <SocialSignInButtons />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
