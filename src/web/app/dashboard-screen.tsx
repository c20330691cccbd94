import { DashboardPage, dashboardPageFirstData } from "@web/features/dashboard/dashboard-page";
import { MyTasksPanel, myTasksFirstData } from "@web/features/tasks/my-tasks-panel";
import type { FirstData } from "@web/lib/first-data";
import { dialogOnDemand } from "@web/lib/on-demand";

/**
 * The dashboard's Add New Client opens the clients feature's dialog in place. Features do not
 * import each other, so the dialog is handed to the page here; its code (the form, zod) loads
 * when it first opens, and this wiring stays out of the landing page's JavaScript.
 */
const ClientFormDialog = dialogOnDemand(() => import("@web/features/clients/client-form-dialog").then((module) => module.ClientFormDialog));

/** What the dashboard shows first: its figures and the user's tasks due now. */
export const dashboardFirstData: FirstData = (queryClient, search) =>
  Promise.all([dashboardPageFirstData(queryClient, search), myTasksFirstData(queryClient, search)]);

/** The dashboard, with the tasks feature's "My tasks" beside the quick actions. */
export function DashboardScreen() {
  return <DashboardPage AddClientDialog={ClientFormDialog} tasksPanel={<MyTasksPanel />} />;
}
