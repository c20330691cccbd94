/**
 * Backups on the engine under test (PGlite in DATA_DIR, or a PostgreSQL server): a backup
 * restores to the same rows in every table, a restored database serves its users, a restore
 * never overwrites data unasked, and a backup taken while orders move stock restores to
 * books that balance.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setImmediate, setTimeout } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteOf } from "../db/database";
import { ordersApi, stockLedger } from "../test/orders-api";
import { databaseFingerprint } from "../test/security/fingerprint";
import { createTestApp, STRONG_PASSWORD, type TestApp, type TestUser } from "../test/test-app";
import { testEngine } from "../test/test-database";
import { holdsData, OperationRefused, restoreBackup, withDatabase, writeBackup, type DatabaseLocation } from "./backup";
import { checkBooks } from "./books-check";
import { booksSeenBy, restoreTargets, seedBooks, signIn } from "../test/backup-books";

const engine = testEngine();
const targets = restoreTargets();
let t: TestApp;
let location: DatabaseLocation;
let alice: TestUser;
let bruno: TestUser;

beforeAll(async () => {
  const dataDir = join(targets.directory, "data");
  t = await createTestApp({}, { pgliteDataDir: dataDir });
  location = engine === "pglite" ? { engine, dataDir } : { engine, url: t.database.url! };
  alice = await t.signUp();
  bruno = await t.signUp();
  await seedBooks(t, alice, "Alice");
  await seedBooks(t, bruno, "Bruno");
}, 120_000);

afterAll(async () => {
  await t?.close();
  await targets.cleanUp();
});

/** The backup as the running server takes it (through its own PGlite, on PGlite). */
const backUp = (file: string) => writeBackup(location, file, pgliteOf(t.db));

const fingerprintOf = (where: DatabaseLocation) => withDatabase(where, ({ db }) => databaseFingerprint(db, { everyTable: true }));

describe(`a backup on ${engine}`, () => {
  let restored: DatabaseLocation;

  it("restores every row of every table, and the restored app signs its users in to the same books", async () => {
    const before = await databaseFingerprint(t.db, { everyTable: true });
    const file = join(targets.directory, "books.sql");
    const written = await backUp(file);
    expect(written.bytes).toBeGreaterThan(10_000);
    expect(readFileSync(file, "utf8")).toContain("Bruno Globex «Zürich»");
    expect(await databaseFingerprint(t.db, { everyTable: true }), "the backup changed the database").toEqual(before);

    restored = await targets.next();
    const result = await restoreBackup(restored, file);
    expect(result.records).toEqual({ users: 2, clients: 4, inventoryItems: 4, orders: 10 });
    expect(await fingerprintOf(restored)).toEqual(before);

    await withDatabase(restored, async (database) => {
      const copy = await createTestApp({}, { database });
      try {
        for (const user of [alice, bruno]) {
          const signedIn = await signIn(copy, user, STRONG_PASSWORD);
          expect(await booksSeenBy(copy, signedIn)).toEqual(await booksSeenBy(t, user));
        }
      } finally {
        await copy.close();
      }
    });
  }, 120_000);

  it("refuses to restore over data unless forced, and forced, replaces it with the backup's", async () => {
    await ordersApi(t, alice).createClient("Added after the first backup");
    const file = join(targets.directory, "later.sql");
    await backUp(file);
    const restoredBefore = await fingerprintOf(restored);

    await expect(restoreBackup(restored, file)).rejects.toThrow(
      new OperationRefused("The database already holds data: restore into an empty one, or add --force to replace it."),
    );
    expect(await fingerprintOf(restored)).toEqual(restoredBefore);

    await restoreBackup(restored, file, { force: true });
    expect(await fingerprintOf(restored)).toEqual(await databaseFingerprint(t.db, { everyTable: true }));
  }, 120_000);

  it("refuses a backup cut short, and the database stays empty", async () => {
    const whole = readFileSync(join(targets.directory, "books.sql"), "utf8");
    const cut = join(targets.directory, "cut.sql");
    writeFileSync(cut, whole.slice(0, Math.floor(whole.length / 2)));
    const empty = await targets.next();

    await expect(restoreBackup(empty, cut)).rejects.toThrow(/is not a complete Clientele backup/);
    expect(await withDatabase(empty, ({ db }) => holdsData(db))).toBe(false);
  }, 60_000);
});

describe(`a backup on ${engine} taken during a stream of orders`, () => {
  const INITIAL_STOCK = 10_000;
  const WRITERS = 4;

  it("restores to books that balance: every item's stock plus what orders hold is what it started with", async () => {
    const carol = await t.signUp();
    const api = ordersApi(t, carol);
    const items = [await api.createItem("Bolt", INITIAL_STOCK), await api.createItem("Nut", INITIAL_STOCK)];
    let writing = true;
    let acknowledged = 0;
    let backupStarted = false;
    let backupEnded = false;
    // Requests sent before the backup ended and answered after it started: the writes it ran beside.
    let overlapping = 0;
    const send = async <T>(request: () => Promise<T>): Promise<T> => {
      const sentBeforeBackupEnded = !backupEnded;
      try {
        return await request();
      } finally {
        if (sentBeforeBackupEnded && backupStarted) overlapping += 1;
      }
    };
    const writer = async (offset: number) => {
      for (let round = offset; writing; round += 1) {
        const order = await send(() =>
          api.createOrder({
            lines: items.map((item, index) => ({ inventory_item_id: item.id, quantity: 1 + ((round + index) % 3) })),
          }),
        );
        await send(() => api.updateOrder(order.id, { status: "confirmed" }));
        if (round % 3 === 0) await send(() => api.updateOrder(order.id, { status: "cancelled" }));
        else if (round % 3 === 1) await send(() => api.updateOrder(order.id, { status: "paid" }));
        acknowledged += 1;
        // As requests from the network would: between two of them the event loop turns.
        await setImmediate();
      }
    };
    const writers = Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
    writers.catch(() => {}); // awaited below; a failed write must not go unhandled meanwhile
    // Let the stream get going, back up in the middle of it, and let it run on a little after.
    while (acknowledged < 10) await setTimeout(20);
    const file = join(targets.directory, "during-writes.sql");
    backupStarted = true;
    await backUp(file);
    backupEnded = true;
    const acknowledgedAfterBackup = acknowledged;
    while (acknowledged < acknowledgedAfterBackup + WRITERS) await setTimeout(20);
    writing = false;
    await writers;
    // A backup quicker than one order's requests may finish with no order answered meanwhile (on a
    // loaded host): what shows it ran during the writes is a request that overlapped it.
    expect(overlapping, "no write overlapped the backup").toBeGreaterThan(0);

    const restored = await targets.next();
    await restoreBackup(restored, file);
    await withDatabase(restored, async ({ db }) => {
      expect(await checkBooks(db)).toEqual([]);
      const ledger = await stockLedger(db, carol.workspaceId);
      for (const item of items) {
        const { inStock, held } = ledger.get(item.id)!;
        expect(inStock + held, item.item_name).toBe(INITIAL_STOCK);
        expect(held, "the backup holds the orders made before it").toBeGreaterThan(0);
      }
    });
  }, 120_000);
});
