import { BackLink } from "@web/components/back-link";
import { PageHeader } from "@web/components/page-header";
import { useTranslation } from "@web/i18n/i18n";
import { useSession } from "@web/lib/auth/session";
import { useActiveWorkspace } from "@web/lib/workspaces";
import { BusinessDetailsSection } from "./business-details-section";
import { DeleteWorkspaceSection } from "./delete-workspace-section";
import { InvitationsSection } from "./invitations-section";
import { MembersSection } from "./members-section";
import { MoneySettingsSection } from "./money-settings-section";
import { WorkspaceExportSection } from "./workspace-export-section";
import { WorkspaceNameSection } from "./workspace-name-section";

/**
 * The settings of the workspace worked in (docs/product.md "Workspaces"): its name, its currency
 * and taxes, the business details its quotes and invoices print, its members and their roles, the invitations, exporting it, and deleting it. Each part shows what the user's role may
 * do; the server refuses the rest whatever the screen shows.
 */
export function WorkspaceSettingsPage() {
  const { t } = useTranslation();
  const workspace = useActiveWorkspace();
  const userId = useSession().data?.user.id;
  return (
    <>
      <BackLink to="/settings" label={t("workspace.backToSettings")} />
      <PageHeader title={t("workspace.settingsTitle")} />
      {!workspace || !userId ? (
        <p className="text-muted-foreground">{t("app.loading")}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
          <WorkspaceNameSection workspace={workspace} />
          {workspace.role !== "member" && <InvitationsSection workspace={workspace} />}
          <div className="lg:col-span-2">
            <MoneySettingsSection workspace={workspace} />
          </div>
          <div className="lg:col-span-2">
            <BusinessDetailsSection workspace={workspace} />
          </div>
          <div className="lg:col-span-2">
            <MembersSection workspace={workspace} userId={userId} />
          </div>
          {workspace.role !== "member" && <WorkspaceExportSection />}
          {workspace.role === "owner" && (
            <div className="lg:col-span-2">
              <DeleteWorkspaceSection workspace={workspace} />
            </div>
          )}
        </div>
      )}
    </>
  );
}
