import type { TFunction } from "i18next";
import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import { ORDER_STATUSES, type OrderStatus } from "@shared/orders/order-status";
import { formatDateTime } from "@web/lib/format";

const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);
const isClientStatus = (value: unknown): value is ClientStatus => (CLIENT_STATUSES as readonly unknown[]).includes(value);

const searchFor = (path: string, summary: string) => `${path}?${new URLSearchParams({ q: summary })}`;

/**
 * Where an entry leads: an order's page, or the clients or inventory list searched for the
 * name (a meeting and an outreach email are about a client). Deleted things lead nowhere.
 */
export function activityLink(entry: ActivityEntry): string | undefined {
  switch (entry.kind) {
    case "order.created":
    case "order.updated":
    case "order.status_changed":
    case "order.restored":
      return entry.entity_id === null ? undefined : `/orders/${entry.entity_id}`;
    case "client.created":
    case "client.updated":
    case "client.restored":
    case "outreach.generated":
    case "meeting.scheduled":
      return searchFor("/clients", entry.summary);
    case "inventory.created":
    case "inventory.updated":
    case "inventory.restored":
      return searchFor("/inventory", entry.summary);
    default:
      return undefined;
  }
}

/** What happened, as a sentence in the interface language: "New client Ada Lovelace", "Order #1a2b3c4d → Paid". */
export function activitySentence(entry: ActivityEntry, t: TFunction, language: string): string {
  const name = entry.summary;
  const number = entry.summary;
  switch (entry.kind) {
    case "client.created":
      return t("dashboard.activity.entries.clientCreated", { name });
    case "client.updated": {
      // A status change says where the client moved: "Ada Lovelace → Closed Won".
      const { from, status } = entry.details;
      return isClientStatus(from) && isClientStatus(status) && from !== status
        ? t("dashboard.activity.entries.clientMoved", { name, status: t(`clients.status.${status}`) })
        : t("dashboard.activity.entries.clientUpdated", { name });
    }
    case "client.deleted":
      return t("dashboard.activity.entries.clientDeleted", { name });
    case "client.restored":
      return t("dashboard.activity.entries.clientRestored", { name });
    case "inventory.created":
      return t("dashboard.activity.entries.itemCreated", { name });
    case "inventory.updated":
      return t("dashboard.activity.entries.itemUpdated", { name });
    case "inventory.deleted":
      return t("dashboard.activity.entries.itemDeleted", { name });
    case "inventory.restored":
      return t("dashboard.activity.entries.itemRestored", { name });
    case "order.created": {
      const client = entry.details.client_name;
      return typeof client === "string" && client !== ""
        ? t("dashboard.activity.entries.orderCreatedFor", { number, client })
        : t("dashboard.activity.entries.orderCreated", { number });
    }
    case "order.updated":
      return t("dashboard.activity.entries.orderUpdated", { number });
    case "order.status_changed": {
      // Where the order moved, in the status's own label: "Order #1a2b3c4d → Created" reads as a move back.
      const to = entry.details.to;
      const status = isOrderStatus(to) ? t(`orders.status.${to}`) : String(to ?? "");
      return t("dashboard.activity.entries.orderStatusChanged", { number, status });
    }
    case "order.deleted":
      return t("dashboard.activity.entries.orderDeleted", { number });
    case "order.restored":
      return t("dashboard.activity.entries.orderRestored", { number });
    case "outreach.generated":
      return t("dashboard.activity.entries.outreachGenerated", { name });
    case "meeting.scheduled": {
      const startsAt = entry.details.starts_at;
      return typeof startsAt === "string" && !Number.isNaN(Date.parse(startsAt))
        ? t("dashboard.activity.entries.meetingScheduledFor", { name, when: formatDateTime(startsAt, language) })
        : t("dashboard.activity.entries.meetingScheduled", { name });
    }
    default:
      // A kind this version of the app does not know yet: its subject at least.
      return entry.summary;
  }
}
