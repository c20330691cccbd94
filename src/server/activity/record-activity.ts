import type { Executor } from "../db/database";
import { activity } from "../db/schema";

export type ActivityKind =
  | "client.created"
  | "client.updated"
  | "client.deleted"
  | "inventory.created"
  | "inventory.updated"
  | "inventory.deleted"
  | "order.created"
  | "order.updated"
  | "order.status_changed"
  | "order.deleted"
  | "outreach.generated";

export interface ActivityEntry {
  userId: string;
  kind: ActivityKind;
  entityId: string;
  /** What the dashboard needs to describe the event, e.g. the client's name. */
  details: Record<string, string | number | boolean | null>;
}

/** Call inside the transaction of the change it describes, so both commit or neither does. */
export async function recordActivity(tx: Executor, entry: ActivityEntry): Promise<void> {
  await tx.insert(activity).values(entry);
}
