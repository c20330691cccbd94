import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { sql, type SQL } from "drizzle-orm";
import postgres from "postgres";
import { removeOthersAccess } from "../lib/private-files";
import { MIGRATIONS_DIR } from "../paths";
import { openPglite, startPgliteMaintenance } from "./pglite";
import { withPreparedStatements } from "./prepared-statements";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: service functions accept either. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** What `listen` answers: stops listening. */
export type Unlisten = () => Promise<void>;

export interface DatabaseConnection {
  db: Database;
  engine: "pglite" | "postgres";
  /**
   * Applies pending migrations; safe to call on every start and from several instances at once.
   * A test of a migration passes a folder holding the ones before it, to build an older schema.
   */
  migrate(migrationsFolder?: string): Promise<void>;
  /**
   * LISTENs to `channel`: `onNotify` receives each payload NOTIFYed on it, by any connection,
   * once its transaction commits. On PostgreSQL the listening connection is reconnected when
   * lost; `onResubscribed` then runs, since notifications sent meanwhile are lost.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResubscribed?: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

/**
 * Where the data lives. An embedded database in memory (`dataDir` unset) may start from `image`,
 * a dump of another one's data directory (PGlite's `dumpDataDir`): the tests start from a
 * migrated one, in a fraction of the time a new database takes to create.
 */
export type DatabaseTarget =
  { engine: "postgres"; url: string; maxConnections?: number } | { engine: "pglite"; dataDir?: string; image?: Blob };

/** Connections each instance keeps to a PostgreSQL server (postgres.js `max`). */
export const POSTGRES_POOL_SIZE = 10;

/** The postgres.js options of the app's pool (the HTTP load benchmark's bare server uses them too). */
export function postgresPoolOptions(maxConnections = POSTGRES_POOL_SIZE) {
  return { max: maxConnections, onnotice: () => {} };
}

/** Any fixed number: every instance must use the same one to serialise migrations. */
const MIGRATION_LOCK_ID = 7_431_902;

export function openDatabase(target: DatabaseTarget): DatabaseConnection {
  if (target.engine === "postgres") {
    const client = postgres(target.url, postgresPoolOptions(target.maxConnections));
    const db = drizzlePostgres({ client: withPreparedStatements(client), schema }) as unknown as Database;
    return {
      db,
      engine: "postgres",
      async migrate(migrationsFolder = MIGRATIONS_DIR) {
        // A dedicated connection holds the lock so that instances starting together
        // apply the migrations once, one after the other.
        const lockClient = postgres(target.url, { max: 1, onnotice: () => {} });
        try {
          await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
          await migratePostgres(drizzlePostgres({ client: lockClient }), { migrationsFolder });
        } finally {
          await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {});
          await lockClient.end();
        }
      },
      async listen(channel, onNotify, onResubscribed) {
        // postgres.js listens on a connection of its own, outside the pool, and runs onlisten
        // after every (re)connection: the first time is the subscription itself.
        let subscribed = false;
        const { unlisten } = await client.listen(channel, onNotify, () => {
          if (subscribed) onResubscribed?.();
          subscribed = true;
        });
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  const client = openPglite(target.dataDir, target.image);
  // A database in memory (tests) lives too short for autovacuum's work to matter.
  const maintenance = target.dataDir ? startPgliteMaintenance(client, { dataDir: target.dataDir }) : undefined;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    engine: "pglite",
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    // In process: the one connection both notifies and listens, and cannot be lost.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    async close() {
      await maintenance?.stop();
      await client.close();
      if (target.dataDir) removeOthersAccess(target.dataDir);
    },
  };
}

/** What a database handle runs on: the engine and, on PostgreSQL, the pool's size (for the metrics). */
export type DatabaseDescription = { engine: "pglite" } | { engine: "postgres"; maxConnections: number };

/** The PGlite instance under `db`, when it runs on PGlite. */
export function pgliteOf(db: Database): PGlite | undefined {
  const client = (db as Database & { $client: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

export function describeDatabase(db: Database): DatabaseDescription {
  // Drizzle keeps the driver's client on `$client`: the PGlite instance, or postgres.js's `sql`.
  const client = (db as Database & { $client: unknown }).$client;
  if (client instanceof PGlite) return { engine: "pglite" };
  return { engine: "postgres", maxConnections: (client as postgres.Sql).options.max };
}

/** Runs a raw query on either engine (PGlite answers {rows}, postgres.js an array). */
export async function queryRows<Row>(db: Pick<Database, "execute">, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
