import { and, asc, eq, sql } from "drizzle-orm";
import { ACCOUNT_FILE_FORMAT, ACCOUNT_FILE_VERSION } from "@shared/workspace-export/workspace-file-limits";
import type { Database } from "../db/database";
import { account, apiKeys, calendarFeeds, emailSignatures, session, user as users, workspaceMembers, workspaces } from "../db/schema";
import { AppError } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";
import type { JsonPart } from "./json-stream";
import { day, plain, stamps, tableRows, type Fields, type Row } from "./table-pages";

/**
 * A user's personal data (docs/product.md "Import and export", docs/decisions.md
 * 134): the account, where it is signed in, its keys and signature, and in
 * each workspace it belongs to, its role and what it wrote, owns or did. Secrets never: no
 * password hash, session token, key or key hash, feed address. Of other people, nothing: a task
 * another member assigned says only that it was not created by the user.
 */

const OWNED_CLIENT_FIELDS: Fields = plain("id", "name");
const NOTE_FIELDS: Fields = [...plain("id", "client_id", "body"), ...stamps("created_at", "updated_at")];
const EMAIL_FIELDS: Fields = [...plain("id", "client_id", "state", "to_address", "subject", "body"), ...stamps("created_at", "sent_at")];
const ACTIVITY_FIELDS: Fields = [...plain("id", "kind", "entity_id", "client_id", "details"), ...stamps("created_at")];

const TASK_FIELDS: Fields = [
  ...plain("id", "client_id", "title"),
  ...day("due_date"),
  ...stamps("due_at", "done_at"),
  ...plain("assignee_id", "created_by"),
  ...stamps("created_at", "updated_at"),
];

/** A task as the file shows it: whether the user is its assignee and its author, never who else is. */
function ownTask(userId: string) {
  return ({ assignee_id, created_by, ...task }: Row): Row => {
    const { created_at, updated_at, ...rest } = task;
    return { ...rest, assigned_to_me: assignee_id === userId, created_by_me: created_by === userId, created_at, updated_at };
  };
}

const stamp = (date: Date | null) => (date ? isoTimestamp(date) : null);

/** The file's name: the day it was made. */
export const accountFileName = (exportedAt: Date) => `clientele-my-data-${exportedAt.toISOString().slice(0, 10)}.json`;

export interface AccountExport {
  fileName: string;
  document: JsonPart;
}

/** The personal data of the user, to be written as it is read. */
export async function exportAccount(db: Database, userId: string, exportedAt = new Date()): Promise<AccountExport> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError("UNAUTHENTICATED", "Not authenticated");
  const methods = await db
    .selectDistinct({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(account.providerId);
  const [signature] = await db.select().from(emailSignatures).where(eq(emailSignatures.userId, userId));
  const sessions = await db.select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.createdAt), asc(session.id));
  const keys = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  const memberships = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
      feedCreatedAt: calendarFeeds.createdAt,
      feedLastUsedAt: calendarFeeds.lastUsedAt,
      feedExpiresAt: calendarFeeds.expiresAt,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(calendarFeeds, and(eq(calendarFeeds.workspaceId, workspaceMembers.workspaceId), eq(calendarFeeds.userId, userId)))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaces.id));

  const mine = (column: string) => sql`and ${sql.raw(`t.${column}`)} = ${userId}`;
  const workspaceParts = memberships.map((membership): JsonPart => ({
    fields: [
      ["id", { value: membership.id }],
      ["name", { value: membership.name }],
      ["role", { value: membership.role }],
      ["joined_at", { value: isoTimestamp(membership.joinedAt) }],
      [
        "calendar_feed",
        {
          value: membership.feedCreatedAt
            ? {
                created_at: stamp(membership.feedCreatedAt),
                last_used_at: stamp(membership.feedLastUsedAt),
                expires_at: stamp(membership.feedExpiresAt),
              }
            : null,
        },
      ],
      [
        "clients_owned",
        { rows: tableRows(db, { table: "clients", fields: OWNED_CLIENT_FIELDS, workspaceId: membership.id, filter: mine("owner_id") }) },
      ],
      [
        "notes",
        { rows: tableRows(db, { table: "client_notes", fields: NOTE_FIELDS, workspaceId: membership.id, filter: mine("author_id") }) },
      ],
      [
        "client_emails",
        { rows: tableRows(db, { table: "client_emails", fields: EMAIL_FIELDS, workspaceId: membership.id, filter: mine("author_id") }) },
      ],
      [
        "tasks",
        {
          rows: tableRows(db, {
            table: "tasks",
            fields: TASK_FIELDS,
            workspaceId: membership.id,
            filter: sql`and (t.assignee_id = ${userId} or t.created_by = ${userId})`,
            keep: ownTask(userId),
          }),
        },
      ],
      [
        "activity",
        { rows: tableRows(db, { table: "activity", fields: ACTIVITY_FIELDS, workspaceId: membership.id, filter: mine("actor_id") }) },
      ],
    ],
  }));

  const document: JsonPart = {
    fields: [
      ["format", { value: ACCOUNT_FILE_FORMAT }],
      ["version", { value: ACCOUNT_FILE_VERSION }],
      ["exported_at", { value: exportedAt.toISOString() }],
      [
        "account",
        {
          value: {
            id: row.id,
            name: row.name,
            email: row.email,
            email_verified: row.emailVerified,
            image: row.image,
            sign_in_methods: methods.map((method) => method.providerId),
            created_at: isoTimestamp(row.createdAt),
            updated_at: isoTimestamp(row.updatedAt),
          },
        },
      ],
      [
        "email_signature",
        {
          value: signature
            ? {
                name: signature.name,
                title: signature.title,
                company: signature.company,
                phone: signature.phone,
                updated_at: isoTimestamp(signature.updatedAt),
              }
            : null,
        },
      ],
      [
        "sessions",
        {
          value: sessions.map((device) => ({
            created_at: isoTimestamp(device.createdAt),
            updated_at: isoTimestamp(device.updatedAt),
            expires_at: isoTimestamp(device.expiresAt),
            ip_address: device.ipAddress,
            user_agent: device.userAgent,
          })),
        },
      ],
      [
        "api_keys",
        {
          value: keys.map((key) => ({
            name: key.name,
            workspace_id: key.workspaceId,
            created_at: isoTimestamp(key.createdAt),
            last_used_at: stamp(key.lastUsedAt),
            expires_at: stamp(key.expiresAt),
          })),
        },
      ],
      ["workspaces", { elements: workspaceParts }],
    ],
  };
  return { fileName: accountFileName(exportedAt), document };
}
