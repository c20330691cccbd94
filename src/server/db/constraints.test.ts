import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isInvalidInputDatabaseError } from "../http/errors";
import { createTestApp, type TestApp, type TestUser } from "../test/test-app";
import { clients, inventoryItems, orderItems, orders } from "./schema";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
});
afterAll(() => t.close());

/** The database itself refuses the write, whatever the code above it checked. */
async function expectRefused(write: () => Promise<unknown>) {
  const error = await write().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, "the write should have been refused").toBeInstanceOf(Error);
  expect(isInvalidInputDatabaseError(error)).toBe(true);
}

describe("database constraints", () => {
  it("keep stock and prices from going negative", async () => {
    await expectRefused(() => t.db.insert(inventoryItems).values({ workspaceId: user.workspaceId, itemName: "x", quantity: -1 }));
    await expectRefused(() => t.db.insert(inventoryItems).values({ workspaceId: user.workspaceId, itemName: "x", unitPrice: -0.01 }));
    const [item] = await t.db.insert(inventoryItems).values({ workspaceId: user.workspaceId, itemName: "x", quantity: 1 }).returning();
    await expectRefused(() => t.db.update(inventoryItems).set({ quantity: sql`quantity - 2` }));
    expect(item!.quantity).toBe(1);
  });

  it("keep order lines at a quantity of at least 1, and compute their subtotal", async () => {
    const [order] = await t.db.insert(orders).values({ workspaceId: user.workspaceId, number: 1 }).returning();
    await expectRefused(() =>
      t.db.insert(orderItems).values({ workspaceId: user.workspaceId, orderId: order!.id, itemName: "x", quantity: 0, unitPrice: 1 }),
    );
    const [line] = await t.db
      .insert(orderItems)
      .values({ workspaceId: user.workspaceId, orderId: order!.id, itemName: "x", quantity: 3, unitPrice: 2.5 })
      .returning();
    expect(line!.subtotal).toBe(7.5);
  });

  it("hold the client field limits and a non-blank name", async () => {
    await expectRefused(() => t.db.insert(clients).values({ workspaceId: user.workspaceId, ownerId: user.id, name: "   " }));
    await expectRefused(() => t.db.insert(clients).values({ workspaceId: user.workspaceId, ownerId: user.id, name: "n".repeat(101) }));
    await expectRefused(() =>
      t.db.insert(clients).values({ workspaceId: user.workspaceId, ownerId: user.id, name: "ok", phone: "1".repeat(51) }),
    );
  });

  it("refuse a status outside the enum", async () => {
    await expectRefused(() =>
      t.db.execute(sql`insert into clients (workspace_id, owner_id, name, status) values (${user.workspaceId}, ${user.id}, 'x', 'won')`),
    );
  });
});
