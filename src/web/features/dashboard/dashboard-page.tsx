import { useState, type ComponentType, type ReactNode } from "react";
import { PageHeader } from "@web/components/page-header";
import { SegmentedControl } from "@web/components/segmented-control";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { dialogOnDemand } from "@web/lib/on-demand";
import { flagFromUrl, useFlagFromUrl, type UrlFlag } from "@web/lib/use-flag-from-url";
import type { FirstData } from "@web/lib/first-data";
import { getDashboardQueryOptions, useDashboard, type DashboardView } from "./api/get-dashboard";
import { LowStockNotice } from "./low-stock-notice";
import { QuickActions } from "./quick-actions";
import { RecentActivity } from "./recent-activity";
import { StatCards } from "./stat-cards";

/** The form, the client picker and the meeting rules (zod) load when the dialog first opens. */
const ScheduleMeetingDialog = dialogOnDemand(() => import("./schedule-meeting-dialog").then((module) => module.ScheduleMeetingDialog));

export interface AddClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface DashboardPageProps {
  /**
   * The clients feature's add-client dialog, given by the router (features do not import each
   * other); a lazily loaded component, so its code comes when it first opens.
   */
  AddClientDialog: ComponentType<AddClientDialogProps>;
  /** The user's tasks due now (the tasks feature's panel), under the quick actions. */
  tasksPanel?: ReactNode;
}

type OpenDialog = "addClient" | "scheduleMeeting" | null;

/** "Team" or "Mine" in the address (`?view=mine`); the dashboard opened from the navigation is the team's (docs/decisions.md 90). */
const MINE: UrlFlag = { name: "view", value: "mine" };

/** What the page shows first (src/web/lib/first-data.ts): the figures of the view the address asks for. */
export const dashboardPageFirstData: FirstData = (queryClient, search) =>
  queryClient.prefetchQuery(getDashboardQueryOptions(flagFromUrl(search, MINE) ? "mine" : "team"));

/** docs/product.md "Dashboard": live figures with their trends, the recent activity, and quick actions. */
export function DashboardPage({ AddClientDialog, tasksPanel }: DashboardPageProps) {
  const { t } = useTranslation();
  const [mine, setMine] = useFlagFromUrl(MINE);
  const view: DashboardView = mine ? "mine" : "team";
  const dashboard = useDashboard(view);
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const dialogProps = (dialog: Exclude<OpenDialog, null>) => ({
    open: openDialog === dialog,
    onOpenChange: (open: boolean) => setOpenDialog(open ? dialog : null),
  });

  return (
    <>
      <PageHeader
        title={t("dashboard.title")}
        actions={
          <SegmentedControl
            label={t("dashboard.view.label")}
            value={view}
            onChange={(chosen) => setMine(chosen === "mine")}
            options={[
              { value: "team", label: t("dashboard.view.team") },
              { value: "mine", label: t("dashboard.view.mine") },
            ]}
          />
        }
      />
      <div className="space-y-6" aria-busy={dashboard.isPending || dashboard.isPlaceholderData}>
        {dashboard.isPending && (
          <p role="status" className="sr-only">
            {t("dashboard.loading")}
          </p>
        )}
        {dashboard.isError ? (
          <Card role="alert">
            <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
              <p className="font-medium text-destructive">{t("dashboard.loadFailed")}</p>
              <p className="text-muted-foreground">{apiErrorMessage(dashboard.error, t)}</p>
              <Button variant="outline" onClick={() => void dashboard.refetch()}>
                {t("dashboard.retry")}
              </Button>
            </CardContent>
          </Card>
        ) : (
          <StatCards dashboard={dashboard.data} />
        )}
        {dashboard.data && <LowStockNotice count={dashboard.data.low_stock_items} />}
        {/* Quick Actions and the user's tasks come first: above the activity on a phone, in the right column on a wide screen. */}
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-start-3 lg:row-start-1">
            <QuickActions onAddClient={() => setOpenDialog("addClient")} onScheduleMeeting={() => setOpenDialog("scheduleMeeting")} />
            {tasksPanel}
          </div>
          {!dashboard.isError && (
            <RecentActivity
              className="lg:col-span-2 lg:col-start-1 lg:row-start-1"
              entries={dashboard.data?.recent_activity}
              onAddFirstClient={() => setOpenDialog("addClient")}
            />
          )}
        </div>
      </div>
      <AddClientDialog {...dialogProps("addClient")} />
      <ScheduleMeetingDialog {...dialogProps("scheduleMeeting")} />
    </>
  );
}
