import { PageHeader } from "@web/components/page-header";
import { useTranslation } from "@web/i18n/i18n";
import { ApiKeysSection } from "./api-keys-section";
import { AppearanceSection } from "./appearance-section";
import { CalendarFeedSection } from "./calendar-feed-section";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { LanguageSection } from "./language-section";
import { PasswordSection } from "./password-section";
import { PersonalDataSection } from "./personal-data-section";
import { ProfileSection } from "./profile-section";
import { SessionsSection } from "./sessions-section";
import { SignatureSection } from "./signature-section";
import { WorkspaceImportSection } from "./workspace-import-section";
import { WorkspaceSection } from "./workspace-section";

/**
 * The signed-in user's own settings: their workspace's (a link), profile, language, email, password, devices, calendar feed,
 * importing a workspace, their data, API keys, and deleting the account.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("settings.title")} />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <WorkspaceSection />
        <ProfileSection />
        <LanguageSection />
        <AppearanceSection />
        <EmailSection />
        <PasswordSection />
        <SignatureSection />
        <SessionsSection />
        <CalendarFeedSection />
        <WorkspaceImportSection />
        <PersonalDataSection />
        <div className="lg:col-span-2">
          <ApiKeysSection />
        </div>
        <div className="lg:col-span-2">
          <DeleteAccountSection />
        </div>
      </div>
    </>
  );
}
