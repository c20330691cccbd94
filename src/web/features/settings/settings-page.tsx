import { useTranslation } from "react-i18next";
import { PageHeader } from "@web/components/page-header";
import { ApiKeysSection } from "./api-keys-section";
import { LanguageSection } from "./language-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { SessionsSection } from "./sessions-section";

/** The signed-in user's own settings: profile, language, password, devices and API keys. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("settings.title")} />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <ProfileSection />
        <LanguageSection />
        <PasswordSection />
        <SessionsSection />
        <div className="lg:col-span-2">
          <ApiKeysSection />
        </div>
      </div>
    </>
  );
}
