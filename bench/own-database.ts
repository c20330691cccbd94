import { createEmptyPostgresDatabase } from "../src/server/test/test-database";

/**
 * A new database named `<prefix>_<random>` on the PostgreSQL server at TEST_DATABASE_URL (or
 * 127.0.0.1:5432), or undefined when none answers; `drop` removes it.
 */
export async function ownPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  try {
    return await createEmptyPostgresDatabase(serverUrl, prefix);
  } catch {
    return undefined;
  }
}
