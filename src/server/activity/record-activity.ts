import type { Executor } from "../db/database";
import { activity } from "../db/schema";
import type { ActivityKind } from "@shared/dashboard/dashboard";

export type { ActivityKind };

export interface NewActivityEntry {
  userId: string;
  kind: ActivityKind;
  entityId: string;
  /** What the dashboard needs to describe the event, e.g. the client's name. */
  details: Record<string, string | number | boolean | null>;
}

/** Call inside the transaction of the change it describes, so both commit or neither does. */
export async function recordActivity(tx: Executor, entry: NewActivityEntry): Promise<void> {
  await tx.insert(activity).values(entry);
}
