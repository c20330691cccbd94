import { sql } from "drizzle-orm";
import type { Executor } from "../db/database";
import { preparedQuery } from "../db/prepared-statements";
import type { Actor } from "../http/app-env";
import { activity } from "../db/schema";
import type { ActivityKind } from "@shared/dashboard/dashboard";

export type { ActivityKind };

export interface NewActivityEntry {
  kind: ActivityKind;
  entityId: string;
  /** The client whose timeline shows the entry: the client itself, or the one its order, note, task or email is about. */
  clientId?: string | null;
  /** What the dashboard needs to describe the event, e.g. the client's name. */
  details: Record<string, string | number | boolean | null>;
}

/**
 * Records what the actor did in their workspace. Call inside the transaction of the change it
 * describes, so both commit or neither does.
 */
export async function recordActivity(tx: Executor, actor: Actor, entry: NewActivityEntry): Promise<void> {
  // Prepared once: it is written by every change of the workspace's data.
  const insert = preparedQuery(tx, "activity_record", () =>
    tx
      .insert(activity)
      .values({
        workspaceId: sql.placeholder("workspaceId"),
        actorId: sql.placeholder("actorId"),
        kind: sql.placeholder("kind"),
        entityId: sql.placeholder("entityId"),
        clientId: sql.placeholder("clientId"),
        details: sql.placeholder("details"),
      })
      .prepare("activity_record"),
  );
  await insert.execute({
    workspaceId: actor.workspaceId,
    actorId: actor.userId,
    kind: entry.kind,
    entityId: entry.entityId,
    clientId: entry.clientId ?? null,
    details: entry.details,
  });
}
