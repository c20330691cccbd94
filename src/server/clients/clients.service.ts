import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import type { ClientStatus } from "@shared/clients/client-status";
import { isStorableText } from "@shared/schema-helpers";
import type { Client, createClientSchema, updateClientSchema } from "@shared/clients/client.schema";
import { recordActivity } from "../activity/record-activity";
import type { Database } from "../db/database";
import { clients } from "../db/schema";
import { notFound } from "../http/errors";
import { countForFirstPage, decodeCursor, likePattern, newestFirst, toPage, type Page } from "../lib/pagination";

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
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Empty optional text is stored as NULL ("only non-empty optional fields are stored"). */
const orNull = (value: string | undefined) => (value ? value : null);

const ownedBy = (userId: string, clientId: string) => and(eq(clients.userId, userId), eq(clients.id, clientId));

export interface ListClientsOptions {
  userId: string;
  q?: string;
  status?: ClientStatus;
  sort: "-created_at" | "name";
  limit: number;
  cursor?: string;
}

/** The lower-cased name as stored, untrimmed: a cursor must reproduce the key exactly. */
const byNameCursor = z.tuple([z.string().max(1000).refine(isStorableText), z.uuid()]);

/** One page of the user's clients, newest first or by name, optionally searched and filtered. */
export async function listClients(db: Database, options: ListClientsOptions): Promise<Page<Client>> {
  const { userId, q, status, sort, limit, cursor } = options;
  const filters: (SQL | undefined)[] = [eq(clients.userId, userId)];
  if (status) filters.push(eq(clients.status, status));
  if (q) {
    const pattern = likePattern(q);
    filters.push(or(ilike(clients.name, pattern), ilike(clients.email, pattern), ilike(clients.company, pattern)));
  }
  const conditions = [...filters];

  const lowerName = sql<string>`lower(${clients.name})`;
  if (sort === "name" && cursor) {
    const [name, id] = decodeCursor(cursor, byNameCursor);
    conditions.push(sql`(${lowerName}, ${clients.id}) > (${name}, ${id}::uuid)`);
  } else if (sort === "-created_at") {
    conditions.push(newestFirst.after(clients, cursor));
  }

  const [rows, total] = await Promise.all([
    db
      .select({ client: clients, createdAtKey: newestFirst.cursorKey(clients), lowerName })
      .from(clients)
      .where(and(...conditions))
      .orderBy(...(sort === "name" ? [lowerName, clients.id] : newestFirst.orderBy(clients)))
      .limit(limit + 1),
    countForFirstPage(db, clients, and(...filters), cursor),
  ]);

  return toPage(
    rows,
    limit,
    (row) => toClient(row.client),
    (row) => (sort === "name" ? [row.lowerName, row.client.id] : [row.createdAtKey, row.client.id]),
    total,
  );
}

export async function getClient(db: Database, userId: string, clientId: string): Promise<Client> {
  const [row] = await db.select().from(clients).where(ownedBy(userId, clientId));
  if (!row) throw notFound("Client");
  return toClient(row);
}

export async function createClient(db: Database, userId: string, input: CreateClient): Promise<Client> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({
        userId,
        name: input.name,
        email: orNull(input.email),
        phone: orNull(input.phone),
        company: orNull(input.company),
        position: orNull(input.position),
        linkedinUrl: orNull(input.linkedin_url),
        status: input.status,
      })
      .returning();
    await recordActivity(tx, { userId, kind: "client.created", entityId: row!.id, details: { name: row!.name } });
    return toClient(row!);
  });
}

export async function updateClient(
  db: Database,
  userId: string,
  clientId: string,
  patch: UpdateClient,
): Promise<Client> {
  return db.transaction(async (tx) => {
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
        updatedAt: sql`now()`,
      })
      .where(ownedBy(userId, clientId))
      .returning();
    if (!row) throw notFound("Client");
    await recordActivity(tx, {
      userId,
      kind: "client.updated",
      entityId: row.id,
      details: { name: row.name, status: row.status },
    });
    return toClient(row);
  });
}

export async function deleteClient(db: Database, userId: string, clientId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(clients).where(ownedBy(userId, clientId)).returning({ id: clients.id, name: clients.name });
    if (!row) throw notFound("Client");
    await recordActivity(tx, { userId, kind: "client.deleted", entityId: row.id, details: { name: row.name } });
  });
}
