import { randomBytes } from "node:crypto";
import postgres from "postgres";

/**
 * A new database named `<prefix>_<random>` on the PostgreSQL server at TEST_DATABASE_URL (or
 * 127.0.0.1:5432), or undefined when none answers; `drop` removes it.
 */
export async function ownPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch {
    await admin.end();
    return undefined;
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
