import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testEngine } from "../test/test-database";
import { isRetryableTransactionError, TRANSACTION_ATTEMPTS, withSerializationRetry } from "./retry";

/** An error as Drizzle throws it: its own, with the driver's error (and its SQLSTATE) as the cause. */
function databaseError(sqlstate: string): Error {
  const driverError = Object.assign(new Error(`SQLSTATE ${sqlstate}`), { code: sqlstate });
  return new Error("Failed query", { cause: driverError });
}

/** A transaction that fails with `errors` one after the other, then returns "done". */
function failingTransaction(errors: Error[]) {
  let calls = 0;
  const transaction = async () => {
    const error = errors[calls++];
    if (error) throw error;
    return "done";
  };
  return { transaction, calls: () => calls };
}

describe("isRetryableTransactionError", () => {
  it("recognises serialization failures and deadlocks anywhere in the chain of causes", () => {
    expect(isRetryableTransactionError(databaseError("40001"))).toBe(true);
    expect(isRetryableTransactionError(databaseError("40P01"))).toBe(true);
    expect(isRetryableTransactionError(databaseError("23514"))).toBe(false);
    expect(isRetryableTransactionError(new Error("no code"))).toBe(false);
    expect(isRetryableTransactionError("40001")).toBe(false);
  });
});

describe("withSerializationRetry", () => {
  it("runs the transaction again after a deadlock or a serialization failure", async () => {
    const { transaction, calls } = failingTransaction([databaseError("40P01"), databaseError("40001")]);
    await expect(withSerializationRetry(transaction)).resolves.toBe("done");
    expect(calls()).toBe(3);
  });

  it("gives up after a bounded number of attempts, with the last error", async () => {
    const errors = Array.from({ length: TRANSACTION_ATTEMPTS }, () => databaseError("40P01"));
    const { transaction, calls } = failingTransaction(errors);
    await expect(withSerializationRetry(transaction)).rejects.toBe(errors.at(-1));
    expect(calls()).toBe(TRANSACTION_ATTEMPTS);
  });

  it("never repeats a transaction that failed for another reason", async () => {
    const checkViolation = databaseError("23514");
    const { transaction, calls } = failingTransaction([checkViolation]);
    await expect(withSerializationRetry(transaction)).rejects.toBe(checkViolation);
    expect(calls()).toBe(1);
  });
});

describe.runIf(testEngine() === "postgres")("withSerializationRetry on PostgreSQL", () => {
  it("runs again the transaction PostgreSQL chose as a deadlock victim, so that both commit", async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      await db.execute(sql`create table deadlock_probe (id int primary key, hits int not null default 0)`);
      await db.execute(sql`insert into deadlock_probe (id) values (1), (2)`);

      // Both transactions hold their first row before either asks for its second one.
      let arrived = 0;
      let release = () => {};
      const bothHoldTheirFirstRow = new Promise<void>((resolve) => (release = resolve));
      let attempts = 0;
      const touchBoth = (first: number, second: number) =>
        withSerializationRetry(() =>
          db.transaction(async (tx) => {
            attempts++;
            await tx.execute(sql`update deadlock_probe set hits = hits + 1 where id = ${first}`);
            if (++arrived === 2) release();
            await bothHoldTheirFirstRow;
            await tx.execute(sql`update deadlock_probe set hits = hits + 1 where id = ${second}`);
          }),
        );

      await Promise.all([touchBoth(1, 2), touchBoth(2, 1)]);
      expect(attempts).toBe(3);
      const rows = await db
        .select({ hits: sql<number>`hits` })
        .from(sql`deadlock_probe`)
        .orderBy(sql`id`);
      expect(rows).toEqual([{ hits: 2 }, { hits: 2 }]);
    } finally {
      await database.destroy();
    }
  });
});
