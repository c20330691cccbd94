import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "@web/components/language-switcher";
import { Logo } from "@web/components/logo";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { SocialSignInButtons } from "./social-sign-in-buttons";

export function AuthPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-blue-50 via-background to-indigo-50">
      <header className="flex items-center justify-between p-4">
        <Logo to="/" />
        <LanguageSwitcher />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <CardTitle className="text-2xl">{t("auth.title")}</CardTitle>
            <CardDescription>{t("auth.subtitle")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <Tabs defaultValue="sign-in">
              <TabsList>
                <TabsTrigger value="sign-in">{t("auth.tabs.signIn")}</TabsTrigger>
                <TabsTrigger value="sign-up">{t("auth.tabs.signUp")}</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm />
              </TabsContent>
              <TabsContent value="sign-up">
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
