import { eq, getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { preparedQuery, PreparedQueryNameReused } from "./prepared-statements";
import { clients, inventoryItems, workspaceMembers, workspaces } from "./schema";

let t: TestDatabase;
const userId = "prepared-statements-user";
let workspaceId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    values (${userId}, 'Owner', 'owner@example.com', true, now(), now())`);
  const [workspace] = await t.db.insert(workspaces).values({ name: "Owner" }).returning();
  workspaceId = workspace!.id;
  await t.db.insert(workspaceMembers).values({ workspaceId, userId, role: "owner" });
  await t.db.insert(clients).values([
    { workspaceId, ownerId: userId, name: "Ada Lovelace", email: "ada@example.com", company: "Analytical", status: "contacted" },
    { workspaceId, ownerId: userId, name: "Grace Hopper" },
  ]);
  await t.db.insert(inventoryItems).values({ workspaceId, itemName: "Widget", quantity: 7, unitPrice: 19.99 });
});

afterAll(() => t.destroy());

describe("preparedQuery", () => {
  it("returns the rows exactly as Drizzle maps them: nulls, enums, dates, numerics and SQL fields", async () => {
    const clientsSelection = () =>
      t.db
        .select({
          ...getTableColumns(clients),
          cursorKey: sql<string>`${clients.createdAt}::text`,
          nameLength: sql<number>`char_length(${clients.name})`.mapWith(Number),
          lowerName: sql<string>`lower(${clients.name})`.as("lower_name"),
        })
        .from(clients)
        .where(eq(clients.workspaceId, sql.placeholder("workspaceId")))
        .orderBy(clients.name);
    const itemsSelection = () =>
      t.db
        .select()
        .from(inventoryItems)
        .where(eq(inventoryItems.workspaceId, sql.placeholder("workspaceId")));

    const preparedClients = await preparedQuery(t.db, "test_clients", () => clientsSelection().prepare("test_clients")).execute({
      workspaceId,
    });
    const preparedItems = await preparedQuery(t.db, "test_items", () => itemsSelection().prepare("test_items")).execute({ workspaceId });

    expect(preparedClients).toEqual(await clientsSelection().execute({ workspaceId }));
    expect(preparedItems).toEqual(await itemsSelection().execute({ workspaceId }));
    // What the mapping must produce, beyond agreeing with Drizzle's.
    expect(preparedClients[1]).toMatchObject({
      name: "Grace Hopper",
      email: null,
      status: "uncontacted",
      nameLength: 12,
      lowerName: "grace hopper",
    });
    expect(preparedClients[1]!.createdAt).toBeInstanceOf(Date);
    expect(preparedItems[0]).toMatchObject({ itemName: "Widget", quantity: 7, unitPrice: 19.99 });
  });

  it("keeps Drizzle's own mapping for nested selections", async () => {
    const nested = () =>
      t.db
        .select({ client: { name: clients.name, email: clients.email } })
        .from(clients)
        .where(eq(clients.workspaceId, sql.placeholder("workspaceId")))
        .orderBy(clients.name);
    const rows = await preparedQuery(t.db, "test_nested", () => nested().prepare("test_nested")).execute({ workspaceId });
    expect(rows).toEqual([
      { client: { name: "Ada Lovelace", email: "ada@example.com" } },
      { client: { name: "Grace Hopper", email: null } },
    ]);
  });

  it("runs in the transaction it is given: it sees the transaction's writes, which roll back with it", async () => {
    const names = (executor: typeof t.db) =>
      preparedQuery(executor, "test_names_in_transaction", () =>
        executor
          .select({ name: clients.name })
          .from(clients)
          .where(eq(clients.workspaceId, sql.placeholder("workspaceId")))
          .orderBy(clients.name)
          .prepare("test_names_in_transaction"),
      ).execute({ workspaceId });
    // Kept from a first run outside any transaction.
    expect(await names(t.db)).toEqual([{ name: "Ada Lovelace" }, { name: "Grace Hopper" }]);

    const rolledBack = new Error("roll back");
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(clients).values({ workspaceId, ownerId: userId, name: "Barbara Liskov" });
        expect(await names(tx as unknown as typeof t.db)).toEqual([
          { name: "Ada Lovelace" },
          { name: "Barbara Liskov" },
          { name: "Grace Hopper" },
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await names(t.db)).toEqual([{ name: "Ada Lovelace" }, { name: "Grace Hopper" }]);
  });

  it("refuses a name that comes to stand for another query, rather than running the first one", async () => {
    const page = (withEmail: boolean) => () =>
      t.db
        .select({ name: clients.name })
        .from(clients)
        .where(
          withEmail
            ? sql`${clients.workspaceId} = ${sql.placeholder("workspaceId")} and ${clients.email} is not null`
            : eq(clients.workspaceId, sql.placeholder("workspaceId")),
        )
        .orderBy(clients.name)
        .prepare("test_reused_name");
    expect(await preparedQuery(t.db, "test_reused_name", page(false)).execute({ workspaceId })).toHaveLength(2);
    // The same query under its name again is the one kept.
    expect(await preparedQuery(t.db, "test_reused_name", page(false)).execute({ workspaceId })).toHaveLength(2);
    expect(() => preparedQuery(t.db, "test_reused_name", page(true))).toThrow(PreparedQueryNameReused);
  });
});
