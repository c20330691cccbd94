/**
 * `db:move`: the embedded database with two users' books is copied into an empty PostgreSQL
 * database, and the app started on it signs the same users in to the same books. Needs a
 * PostgreSQL server: it runs in the PostgreSQL project (always under CI).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseConnection } from "../db/database";
import { databaseFingerprint } from "../test/security/fingerprint";
import { createTestApp, STRONG_PASSWORD, type TestUser } from "../test/test-app";
import { createEmptyPostgresDatabase, testEngine } from "../test/test-database";
import { OperationRefused } from "./backup";
import { claimControlSocket } from "./control-socket";
import { moveDatabase } from "./database-move";
import { booksSeenBy, seedBooks, signIn } from "../test/backup-books";

describe.skipIf(testEngine() !== "postgres")("moving the embedded database to PostgreSQL", () => {
  const directory = mkdtempSync(join(tmpdir(), "clientele-move-"));
  const dataDir = join(directory, "data");
  let target: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let users: TestUser[];
  let booksBefore: unknown[];
  let rowsBefore: Record<string, string>;

  beforeAll(async () => {
    const source = openDatabase({ engine: "pglite", dataDir });
    await source.migrate();
    const t = await createTestApp({}, { database: source });
    users = [await t.signUp(), await t.signUp()];
    await seedBooks(t, users[0]!, "Alice");
    await seedBooks(t, users[1]!, "Bruno");
    booksBefore = await Promise.all(users.map((user) => booksSeenBy(t, user)));
    rowsBefore = await databaseFingerprint(source.db, { everyTable: true });
    await t.close();
    await source.close();
    target = await createEmptyPostgresDatabase();
  }, 120_000);

  afterAll(async () => {
    await target?.drop();
    rmSync(directory, { recursive: true, force: true });
  });

  it("copies every row of every table, and the app on PostgreSQL signs the same users in to the same books", async () => {
    const moved = await moveDatabase(dataDir, target.url);
    expect(moved.records).toEqual({ users: 2, clients: 4, inventoryItems: 4, orders: 10 });
    expect(moved.rows.order_items).toBe(30);

    const database: DatabaseConnection = openDatabase({ engine: "postgres", url: target.url });
    try {
      await database.migrate();
      expect(await databaseFingerprint(database.db, { everyTable: true })).toEqual(rowsBefore);
      const app = await createTestApp({}, { database });
      try {
        const booksAfter = [];
        for (const user of users) booksAfter.push(await booksSeenBy(app, await signIn(app, user, STRONG_PASSWORD)));
        expect(booksAfter).toEqual(booksBefore);
        // New rows take new numbers: the order numbers' sequence came along.
        const created = await app.api(await signIn(app, users[0]!, STRONG_PASSWORD), "POST", "/clients", { name: "First on PostgreSQL" });
        expect(created.status).toBe(201);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  it("refuses a target that holds data, and a source a server is running on", async () => {
    await expect(moveDatabase(dataDir, target.url)).rejects.toThrow(
      new OperationRefused("The PostgreSQL database already holds data: move into an empty database."),
    );
    const server = await claimControlSocket(dataDir);
    try {
      await expect(moveDatabase(dataDir, target.url)).rejects.toThrow(/is running on .*: stop it first/);
    } finally {
      await server.close();
    }
  }, 60_000);
});
