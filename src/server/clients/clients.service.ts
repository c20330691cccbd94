import { and, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import type { ClientStatus } from "@shared/clients/client-status";
import type { CLIENT_SORT_FIELDS, ClientSort } from "@shared/sorting";
import type { Client, ClientSummary, createClientSchema, updateClientSchema } from "@shared/clients/client.schema";
import type { LanguageCode } from "@shared/languages";
import type { OrderStatus } from "@shared/orders/order-status";
import { recordActivity } from "../activity/record-activity";
import type { Database, Executor } from "../db/database";
import { clientEmails, clientNotes, clients, orders, tasks, user } from "../db/schema";
import type { Actor } from "../http/app-env";
import { insertRowsAsJson, keepDeletedRecord, rowAsJson, takeDeletedRecord } from "../undo/deleted-records";
import { AppError, notFound } from "../http/errors";
import { lockMembership, workspaceOwner } from "../workspaces/workspaces.service";
import { preparedQuery } from "../db/prepared-statements";
import { keyset, sortOrders } from "../lib/list-order";
import { likePattern, pageParameters, rowsWithTotal, toPage, type Page } from "../lib/pagination";
import { isoTimestamp } from "../lib/iso-timestamp";

export type ClientRow = typeof clients.$inferSelect;
type CreateClient = z.output<typeof createClientSchema>;
type UpdateClient = z.output<typeof updateClientSchema>;

/** A client as the API shows it: snake_case, absent optional fields as null. */
export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    position: row.position,
    linkedin_url: row.linkedinUrl,
    status: row.status,
    owner_id: row.ownerId,
    address: row.address,
    tax_id: row.taxId,
    // One of the codes: the column's check (clients_preferred_language) holds no other.
    preferred_language: row.preferredLanguage as LanguageCode | null,
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
  };
}

/** Empty optional text is stored as NULL ("only non-empty optional fields are stored"). */
const orNull = (value: string | null | undefined) => (value ? value : null);

/** The workspace's client with this id: every query of a client names both. */
const inWorkspace = (workspaceId: string, clientId: string) => and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId));

export interface ListClientsOptions {
  workspaceId: string;
  q?: string;
  status?: ClientStatus;
  /** Only the clients this member looks after. */
  ownerId?: string;
  sort: ClientSort;
  limit: number;
  cursor?: string;
  /** false: no count of the first page (`total` null); the lists count it unless told. */
  count?: boolean;
}

/** The orders of the client list: by when they were added, or by name (case-insensitive), each either way. */
const clientOrder = sortOrders<(typeof CLIENT_SORT_FIELDS)[number]>({
  created_at: [{ expression: clients.createdAt, type: "timestamptz" }],
  name: [{ expression: sql`lower(${clients.name})`, type: "text" }],
});

const byStatus = sql.placeholder("status");
const byOwner = sql.placeholder("ownerId");
const searchPattern = sql.placeholder("pattern");

/** The workspace's clients, of one status (`status`) and owner (`ownerId`), and matching a search (`pattern`), when asked. */
function clientFilters(withStatus: boolean, withOwner: boolean, withSearch: boolean) {
  return and(
    eq(clients.workspaceId, pageParameters.workspaceId),
    withStatus ? eq(clients.status, byStatus) : undefined,
    withOwner ? eq(clients.ownerId, byOwner) : undefined,
    withSearch
      ? or(ilike(clients.name, searchPattern), ilike(clients.email, searchPattern), ilike(clients.company, searchPattern))
      : undefined,
  );
}

/** One page of the workspace's clients in the order asked, optionally searched and filtered. */
export async function listClients(db: Database, options: ListClientsOptions): Promise<Page<Client>> {
  const { workspaceId, q, status, ownerId, sort, limit, cursor, count } = options;
  const order = keyset(clientOrder(sort), clients.id);
  const filtered = `${status ? "_status" : ""}${ownerId ? "_owner" : ""}${q ? "_search" : ""}`;
  const name = `clients_page_${sort}${cursor ? "_after" : ""}${filtered}`;
  const page = preparedQuery(db, name, () =>
    db
      .select({ ...getTableColumns(clients), ...order.cursorFields })
      .from(clients)
      .where(and(clientFilters(Boolean(status), Boolean(ownerId), Boolean(q)), cursor ? order.after : undefined))
      .orderBy(...order.orderBy)
      .limit(pageParameters.limitPlusOne)
      .prepare(name),
  );
  const values = {
    workspaceId,
    status,
    ownerId,
    pattern: q ? likePattern(q) : undefined,
    limitPlusOne: limit + 1,
    ...order.cursorValues(cursor),
  };
  const { rows, total } = await rowsWithTotal(
    db,
    () => page.execute(values),
    {
      name: `clients_count${filtered}`,
      table: clients,
      filters: () => clientFilters(Boolean(status), Boolean(ownerId), Boolean(q)),
      search: Boolean(q),
    },
    values,
    { cursor, limit, count },
  );

  return toPage(rows, limit, toClient, (row) => order.cursorOf(row, row.id), total);
}

export async function getClient(db: Database, workspaceId: string, clientId: string): Promise<Client> {
  const [row] = await db.select().from(clients).where(inWorkspace(workspaceId, clientId));
  if (!row) throw notFound("Client");
  return toClient(row);
}

/** The orders sold to a client and not paid yet: its open amount. */
const OPEN_ORDER_STATUSES: OrderStatus[] = ["confirmed", "delivered"];

/**
 * What the client has bought (docs/product.md "The client page"): the paid orders' totals, the
 * totals of those sold but not paid yet (confirmed or delivered), and how many orders name it.
 * One pass over the client's orders (`orders_workspace_client_created_idx`).
 */
export async function clientSummary(db: Database, workspaceId: string, clientId: string): Promise<ClientSummary> {
  const totalOf = (condition: SQL) => sql<number>`coalesce(sum(${orders.totalPrice}) filter (where ${condition}), 0)`.mapWith(Number);
  const [summary] = await db
    .select({
      lifetime_revenue: totalOf(eq(orders.status, "paid")),
      open_amount: totalOf(inArray(orders.status, OPEN_ORDER_STATUSES)),
      orders_count: sql<number>`count(${orders.id})`.mapWith(Number),
    })
    .from(clients)
    .leftJoin(orders, and(eq(orders.workspaceId, clients.workspaceId), eq(orders.clientId, clients.id)))
    .where(inWorkspace(workspaceId, clientId))
    .groupBy(clients.workspaceId, clients.id);
  if (!summary) throw notFound("Client");
  return summary;
}

/**
 * The owner a request names, checked to be a member of the workspace (400 otherwise, the same for
 * an unknown account as for another workspace's member), and kept one until the change commits.
 */
async function checkedOwner(tx: Executor, workspaceId: string, ownerId: string): Promise<string> {
  if (!(await lockMembership(tx, workspaceId, ownerId))) {
    throw new AppError("VALIDATION", "The owner is not a member of the workspace", { owner_id: "validation.ownerNotMember" });
  }
  return ownerId;
}

/** A new client of the workspace, looked after by the member named, else by the member who adds it. */
export async function createClient(db: Database, actor: Actor, input: CreateClient): Promise<Client> {
  return db.transaction(async (tx) => {
    const ownerId = input.owner_id === undefined ? actor.userId : await checkedOwner(tx, actor.workspaceId, input.owner_id);
    const [row] = await tx
      .insert(clients)
      .values({
        workspaceId: actor.workspaceId,
        ownerId,
        name: input.name,
        email: orNull(input.email),
        phone: orNull(input.phone),
        company: orNull(input.company),
        position: orNull(input.position),
        linkedinUrl: orNull(input.linkedin_url),
        status: input.status,
        address: orNull(input.address),
        taxId: orNull(input.tax_id),
        preferredLanguage: orNull(input.preferred_language),
      })
      .returning();
    await recordActivity(tx, actor, { kind: "client.created", entityId: row!.id, clientId: row!.id, details: { name: row!.name } });
    return toClient(row!);
  });
}

export async function updateClient(db: Database, actor: Actor, clientId: string, patch: UpdateClient): Promise<Client> {
  const client = inWorkspace(actor.workspaceId, clientId);
  return db.transaction(async (tx) => {
    const ownerId = patch.owner_id === undefined ? undefined : await checkedOwner(tx, actor.workspaceId, patch.owner_id);
    // The status before the change, for the activity to say what moved ("Ada Lovelace → Closed Won").
    const [before] =
      patch.status === undefined ? [] : await tx.select({ status: clients.status }).from(clients).where(client).for("update");
    const [row] = await tx
      .update(clients)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.email !== undefined && { email: orNull(patch.email) }),
        ...(patch.phone !== undefined && { phone: orNull(patch.phone) }),
        ...(patch.company !== undefined && { company: orNull(patch.company) }),
        ...(patch.position !== undefined && { position: orNull(patch.position) }),
        ...(patch.linkedin_url !== undefined && { linkedinUrl: orNull(patch.linkedin_url) }),
        ...(patch.status !== undefined && { status: patch.status }),
        ...(patch.address !== undefined && { address: orNull(patch.address) }),
        ...(patch.tax_id !== undefined && { taxId: orNull(patch.tax_id) }),
        ...(patch.preferred_language !== undefined && { preferredLanguage: orNull(patch.preferred_language) }),
        ...(ownerId !== undefined && { ownerId }),
        updatedAt: sql`now()`,
      })
      .where(client)
      .returning();
    if (!row) throw notFound("Client");
    await recordActivity(tx, actor, {
      kind: "client.updated",
      entityId: row.id,
      clientId: row.id,
      details: { name: row.name, status: row.status, ...(before && before.status !== row.status ? { from: before.status } : {}) },
    });
    return toClient(row);
  });
}

/**
 * What a deleted client's snapshot holds: its row, the orders that named it (they keep no client
 * meanwhile), and its notes, tasks and emails, which went with it (snapshots taken before the
 * client page have none).
 */
interface DeletedClient {
  row: Record<string, unknown>;
  orderIds: string[];
  notes?: Record<string, unknown>[];
  tasks?: Record<string, unknown>[];
  emails?: Record<string, unknown>[];
}

export async function deleteClient(db: Database, actor: Actor, clientId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first, so that no note, task or email is added to it between the snapshot and the delete.
    const [locked] = await tx.select({ id: clients.id }).from(clients).where(inWorkspace(actor.workspaceId, clientId)).for("update");
    if (!locked) throw notFound("Client");
    const orderIds = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.workspaceId, actor.workspaceId), eq(orders.clientId, clientId)));
    const notes = await tx
      .select({ row: rowAsJson(clientNotes) })
      .from(clientNotes)
      .where(and(eq(clientNotes.workspaceId, actor.workspaceId), eq(clientNotes.clientId, clientId)));
    const clientTasks = await tx
      .select({ row: rowAsJson(tasks) })
      .from(tasks)
      .where(and(eq(tasks.workspaceId, actor.workspaceId), eq(tasks.clientId, clientId)));
    const emails = await tx
      .select({ row: rowAsJson(clientEmails) })
      .from(clientEmails)
      .where(and(eq(clientEmails.workspaceId, actor.workspaceId), eq(clientEmails.clientId, clientId)));
    const [row] = await tx
      .delete(clients)
      .where(inWorkspace(actor.workspaceId, clientId))
      .returning({ id: clients.id, name: clients.name, snapshot: rowAsJson(clients) });
    if (!row) throw notFound("Client");
    const snapshot: DeletedClient = {
      row: row.snapshot,
      orderIds: orderIds.map((order) => order.id),
      notes: notes.map((note) => note.row),
      tasks: clientTasks.map((task) => task.row),
      emails: emails.map((email) => email.row),
    };
    await keepDeletedRecord(tx, actor, { kind: "client", recordId: row.id, snapshot });
    await recordActivity(tx, actor, { kind: "client.deleted", entityId: row.id, clientId: row.id, details: { name: row.name } });
  });
}

/**
 * Brings back a client deleted within the undo window, as it was, with its notes, tasks and
 * emails, and gives it back the orders it had.
 */
export async function restoreClient(db: Database, actor: Actor, clientId: string): Promise<Client> {
  return db.transaction(async (tx) => {
    const deleted = await takeDeletedRecord<DeletedClient>(tx, actor.workspaceId, { kind: "client", recordId: clientId });
    if (!deleted) throw notFound("Deleted client");
    // A client whose owner has left the workspace since comes back to the workspace's owner, as the leaver's others went.
    const ownerId = String(deleted.row.owner_id);
    const stillMember = await lockMembership(tx, actor.workspaceId, ownerId);
    const owner_id = stillMember ? ownerId : await workspaceOwner(tx, actor.workspaceId);
    await insertRowsAsJson(tx, clients, [{ ...deleted.row, owner_id }]);
    if (deleted.orderIds.length > 0) {
      await tx
        .update(orders)
        .set({ clientId })
        .where(and(eq(orders.workspaceId, actor.workspaceId), inArray(orders.id, deleted.orderIds), isNull(orders.clientId)));
    }

    // Its notes, tasks and emails. Whoever's account was deleted since is no longer named (as the
    // account's deletion did to their other records); an open task of a member who has left the
    // workspace since goes to its owner, as the leaver's other open tasks went.
    const { notes = [], tasks: clientTasks = [], emails = [] } = deleted;
    const named = [
      ...notes.map((note) => note.author_id),
      ...clientTasks.flatMap((task) => [task.assignee_id, task.created_by]),
      ...emails.map((email) => email.author_id),
    ].filter((id): id is string => typeof id === "string");
    const accounts = new Set(
      named.length === 0
        ? []
        : (
            await tx
              .select({ id: user.id })
              .from(user)
              .where(inArray(user.id, [...new Set(named)]))
              .for("key share")
          ).map((account) => account.id),
    );
    const account = (id: unknown) => (typeof id === "string" && accounts.has(id) ? id : null);
    const members = new Map<string, boolean>();
    const isMember = async (id: string) => {
      if (!members.has(id)) members.set(id, await lockMembership(tx, actor.workspaceId, id));
      return members.get(id)!;
    };
    const restoredTasks: Record<string, unknown>[] = [];
    for (const task of clientTasks) {
      const assignee = account(task.assignee_id);
      const open = task.done_at === null;
      const assignee_id = open && assignee !== null && !(await isMember(assignee)) ? await workspaceOwner(tx, actor.workspaceId) : assignee;
      restoredTasks.push({ ...task, assignee_id, created_by: account(task.created_by) });
    }
    await insertRowsAsJson(
      tx,
      clientNotes,
      notes.map((note) => ({ ...note, author_id: account(note.author_id) })),
    );
    await insertRowsAsJson(tx, tasks, restoredTasks);
    await insertRowsAsJson(
      tx,
      clientEmails,
      emails.map((email) => ({ ...email, author_id: account(email.author_id) })),
    );

    const [row] = await tx.select().from(clients).where(inWorkspace(actor.workspaceId, clientId));
    await recordActivity(tx, actor, { kind: "client.restored", entityId: clientId, clientId, details: { name: row!.name } });
    return toClient(row!);
  });
}
