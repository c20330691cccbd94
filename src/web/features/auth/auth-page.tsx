import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useLocation } from "react-router";
import { useTranslation } from "@web/i18n/i18n";
import { usePageTitle } from "@web/lib/use-page-title";
import { AuthScreenLayout } from "@web/components/auth-screen-layout";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { SocialSignInButtons } from "./social-sign-in-buttons";

/** Sign in, unless the page that sent the user here asked for sign-up (an invitation to a new address). */
const openingTab = (state: unknown) =>
  typeof state === "object" && state !== null && "tab" in state && state.tab === "sign-up" ? "sign-up" : "sign-in";

export function AuthPage() {
  const { t } = useTranslation();
  usePageTitle(t("auth.pageTitle"));
  return (
    <AuthScreenLayout title={t("auth.title")} description={t("auth.subtitle")}>
      <Tabs defaultValue={openingTab(useLocation().state)}>
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
