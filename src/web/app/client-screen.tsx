import { ClientPage } from "@web/features/client-page/client-page";
import { WriteClientEmail } from "@web/features/connect/write-client-email";
import { OrderStatusBadge } from "@web/features/orders/order-status-badge";
import { ClientTasks } from "@web/features/tasks/client-tasks";
import { dialogOnDemand } from "@web/lib/on-demand";

/**
 * The client page (docs/product.md "The client page") with what other features bring to it:
 * the client's tasks, "Write email" (Connect with the client chosen), the orders' status badge
 * and the clients feature's edit dialog. Features do not import each other, so they meet here;
 * the dialog's code (the form, zod) loads when it first opens.
 */
const ClientFormDialog = dialogOnDemand(() => import("@web/features/clients/client-form-dialog").then((module) => module.ClientFormDialog));

export function ClientScreen() {
  return <ClientPage EditDialog={ClientFormDialog} OrderStatusBadge={OrderStatusBadge} Tasks={ClientTasks} WriteEmail={WriteClientEmail} />;
}
