import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type DatabaseConnection } from "../db/database";
import { migratedPgliteImage } from "./pglite-image";

/**
 * Which engine server tests run on: PGlite in memory by default; a PostgreSQL server
 * when the test project sets TEST_DB_ENGINE=postgres (TEST_DATABASE_URL must then be set).
 */
export function testEngine(): "pglite" | "postgres" {
  return process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
}

export interface TestDatabase extends DatabaseConnection {
  /** The database's URL (PostgreSQL only). */
  url?: string;
  /** Another connection to this database, as a second app instance has (PostgreSQL only). */
  connectAgain(): DatabaseConnection;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database of the test's own, never shared with another test file. On
 * PGlite it lives in memory, or in `pgliteDataDir` (a directory the caller owns).
 */
export async function createTestDatabase({ pgliteDataDir }: { pgliteDataDir?: string } = {}): Promise<TestDatabase> {
  if (testEngine() === "pglite") {
    // In memory, from the migrated image when the run made one (pglite-image.ts); migrating it
    // again is quick, and keeps a file run on its own right.
    const image = pgliteDataDir ? undefined : migratedPgliteImage();
    const connection = openDatabase({ engine: "pglite", dataDir: pgliteDataDir, image });
    await connection.migrate();
    return {
      ...connection,
      connectAgain() {
        throw new Error("an in-memory PGlite database has one connection: a second instance needs PostgreSQL");
      },
      destroy: () => connection.close(),
    };
  }

  const empty = await createEmptyPostgresDatabase();
  const connection = openDatabase({ engine: "postgres", url: empty.url, maxConnections: 20 });
  await connection.migrate();
  return {
    ...connection,
    url: empty.url,
    connectAgain: () => openDatabase({ engine: "postgres", url: empty.url, maxConnections: 20 }),
    async destroy() {
      await connection.close();
      await empty.drop();
    },
  };
}

/** A new, empty database `<prefix>_<random>` on the server at `serverUrl`: no tables, not migrated. */
export async function createEmptyPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
  prefix = "clientele_test",
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error("a PostgreSQL test database needs TEST_DATABASE_URL");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The rows of a `db.execute` answer, which PGlite gives as `{rows}` and postgres.js as the array itself. */
export function rowsOf<Row>(result: unknown): Row[] {
  const answer = result as { rows?: Row[] } & Row[];
  return answer.rows ?? [...answer];
}

/**
 * An empty database on the test engine, not migrated, for a migration test to build an older
 * schema in: a new PostgreSQL database (dropped by `destroy`), or an in-memory PGlite.
 */
export async function openEmptyTestDatabase(): Promise<{ database: DatabaseConnection; destroy(): Promise<void> }> {
  if (testEngine() === "postgres") {
    const empty = await createEmptyPostgresDatabase();
    const database = openDatabase({ engine: "postgres", url: empty.url });
    return {
      database,
      async destroy() {
        await database.close();
        await empty.drop();
      },
    };
  }
  const database = openDatabase({ engine: "pglite" });
  return { database, destroy: () => database.close() };
}
