import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type DatabaseConnection } from "../db/database";

/**
 * Which engine server tests run on: PGlite in memory by default; a PostgreSQL server
 * when the test project sets TEST_DB_ENGINE=postgres (TEST_DATABASE_URL must then be set).
 */
export function testEngine(): "pglite" | "postgres" {
  return process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
}

export interface TestDatabase extends DatabaseConnection {
  /** Another connection to this database, as a second app instance has (PostgreSQL only). */
  connectAgain(): DatabaseConnection;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database of the test's own, never shared with another test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === "pglite") {
    const connection = openDatabase({ engine: "pglite" });
    await connection.migrate();
    return {
      ...connection,
      connectAgain() {
        throw new Error("an in-memory PGlite database has one connection: a second instance needs PostgreSQL");
      },
      destroy: () => connection.close(),
    };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL");
  const name = `clientele_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = openDatabase({ engine: "postgres", url: url.toString(), maxConnections: 20 });
  await connection.migrate();
  return {
    ...connection,
    connectAgain: () => openDatabase({ engine: "postgres", url: url.toString(), maxConnections: 20 }),
    async destroy() {
      await connection.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
