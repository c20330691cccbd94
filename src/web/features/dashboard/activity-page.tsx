import { BackLink } from "@web/components/back-link";
import { PageHeader } from "@web/components/page-header";
import { PaginatedList } from "@web/components/paginated-list";
import { useTranslation } from "@web/i18n/i18n";
import { useActivity } from "./api/list-activity";
import { ActivityItem, useNow } from "./activity-item";

/** /activity (docs/product.md "All activity"): everything the user did, outreach emails included, newest first, page after page. */
export function ActivityPage() {
  const { t } = useTranslation();
  const activity = useActivity();
  const now = useNow();
  return (
    <>
      <BackLink to="/dashboard" label={t("dashboard.activity.backToDashboard")} />
      <PageHeader title={t("dashboard.activity.allTitle")} />
      <PaginatedList
        query={activity}
        loadingText={t("dashboard.activity.loading")}
        loadFailedText={t("dashboard.activity.loadFailed")}
        emptyText={t("dashboard.activity.allEmpty")}
      >
        {(entries) => (
          <ul className="divide-y px-6 py-4" data-testid="all-activity">
            {entries.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
        )}
      </PaginatedList>
    </>
  );
}
