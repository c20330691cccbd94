import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageTitle } from "@web/lib/use-page-title";
import { AuthScreenLayout } from "./auth-screen-layout";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { SocialSignInButtons } from "./social-sign-in-buttons";

export function AuthPage() {
  const { t } = useTranslation();
  usePageTitle(t("auth.pageTitle"));
  return (
    <AuthScreenLayout title={t("auth.title")} description={t("auth.subtitle")}>
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
    </AuthScreenLayout>
  );
}
