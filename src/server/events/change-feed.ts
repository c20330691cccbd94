import type { Logger } from "pino";
import { CHANGE_ACTIONS, CHANGE_ENTITIES, type ChangeAction, type ChangeEntity } from "@shared/events/events";
import type { DatabaseConnection } from "../db/database";
import type { EventStreams, PublishedChange } from "./event-streams";

/** Where migration 0008's triggers publish committed changes of clients, inventory items and orders. */
export const CHANGES_CHANNEL = "clientele_changes";
/** Where the id of every deleted session is published. */
export const SESSIONS_ENDED_CHANNEL = "clientele_sessions_ended";
/** Where every session moved to another workspace is published as `{session_id, workspace_id}` (migration 0023). */
export const SESSIONS_MOVED_CHANNEL = "clientele_sessions_moved";
/** Where every membership that ends (a removal, a member leaving) is published as `{workspace_id, user_id}`. */
export const MEMBERSHIPS_ENDED_CHANNEL = "clientele_memberships_ended";

/**
 * Passes what the database publishes to this instance's event streams: every change, committed
 * by any instance, to its workspace's streams, every ended session to the streams it opened, every
 * session moved to another workspace to the streams it opened elsewhere, and every ended
 * membership to that user's streams of that workspace.
 * After the listening connection was lost and regained, every stream is closed, since what
 * happened meanwhile is unknown; their clients reconnect and refetch. Answers how to stop.
 */
export async function startChangeFeed(
  database: Pick<DatabaseConnection, "listen">,
  streams: EventStreams,
  logger: Logger,
): Promise<() => Promise<void>> {
  const reopenEveryStream = () => {
    logger.warn("listening again after losing the database connection: every event stream is reopened");
    streams.closeAll();
  };
  const stopChanges = await database.listen(
    CHANGES_CHANNEL,
    (payload) => {
      const change = parseChangeNotification(payload);
      if (change) streams.publish(change);
      else logger.warn({ payload: payload.slice(0, 200) }, "unreadable change notification ignored");
    },
    reopenEveryStream,
  );
  const stopSessions = await database.listen(SESSIONS_ENDED_CHANNEL, (sessionId) => streams.endSession(sessionId), reopenEveryStream);
  const stopMoves = await database.listen(
    SESSIONS_MOVED_CHANNEL,
    (payload) => {
      const move = parseSessionMoveNotification(payload);
      if (move) streams.moveSession(move.sessionId, move.workspaceId);
      else logger.warn({ payload: payload.slice(0, 200) }, "unreadable session move notification ignored");
    },
    reopenEveryStream,
  );
  const stopMemberships = await database.listen(
    MEMBERSHIPS_ENDED_CHANNEL,
    (payload) => {
      const membership = parseMembershipNotification(payload);
      if (membership) streams.endMembership(membership.workspaceId, membership.userId);
      else logger.warn({ payload: payload.slice(0, 200) }, "unreadable membership notification ignored");
    },
    reopenEveryStream,
  );
  return async () => {
    await stopChanges();
    await stopSessions();
    await stopMoves();
    await stopMemberships();
  };
}

/** The session and the workspace it moved to (null: none) a notification of SESSIONS_MOVED_CHANNEL names. */
export function parseSessionMoveNotification(payload: string): { sessionId: string; workspaceId: string | null } | undefined {
  const { session_id: sessionId, workspace_id: workspaceId } = jsonObject(payload) ?? {};
  return typeof sessionId === "string" && (typeof workspaceId === "string" || workspaceId === null)
    ? { sessionId, workspaceId }
    : undefined;
}

/** The membership a notification of MEMBERSHIPS_ENDED_CHANNEL names, or undefined when it is not one. */
export function parseMembershipNotification(payload: string): { workspaceId: string; userId: string } | undefined {
  const { workspace_id: workspaceId, user_id: userId } = jsonObject(payload) ?? {};
  return typeof workspaceId === "string" && typeof userId === "string" ? { workspaceId, userId } : undefined;
}

/** The change a notification of CHANGES_CHANNEL describes, or undefined when it is not one. */
export function parseChangeNotification(payload: string): PublishedChange | undefined {
  const { workspace_id: workspaceId, entity, action, ids } = jsonObject(payload) ?? {};
  if (typeof workspaceId !== "string" || !isOneOf(CHANGE_ENTITIES, entity) || !isOneOf(CHANGE_ACTIONS, action)) return undefined;
  if (ids !== null && !(Array.isArray(ids) && ids.every((id) => typeof id === "string"))) return undefined;
  return { workspaceId, entity: entity as ChangeEntity, action: action as ChangeAction, ids: ids as string[] | null };
}

/** The JSON object a notification carries, or undefined for anything else. */
function jsonObject(payload: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function isOneOf(values: readonly string[], value: unknown): boolean {
  return typeof value === "string" && values.includes(value);
}
