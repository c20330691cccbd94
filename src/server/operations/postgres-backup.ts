import { spawn } from "node:child_process";

/**
 * Backups of a PostgreSQL server's database, by the server's own client programs: pg_dump
 * takes a consistent snapshot while the app keeps writing, and psql loads the dump. Both
 * come with the PostgreSQL client package (postgresql-client on Debian and Ubuntu), of the
 * server's major version or newer.
 */

export class ClientProgramMissing extends Error {
  constructor(program: string) {
    super(
      `${program} was not found: install the PostgreSQL client programs (postgresql-client on Debian and Ubuntu) ` +
        `of the server's version or newer, or put them on PATH`,
    );
    this.name = "ClientProgramMissing";
  }
}

/** The connection for libpq: the URL without its password, which goes in PGPASSWORD, out of the process list. */
function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")));
    child.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new ClientProgramMissing(program) : error));
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed: ${errors.trim() || `exit code ${code}`}`));
    });
  });
}

/** Dumps the database at `databaseUrl` to `file` as plain SQL, without owners or grants (restorable under another role). */
export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = libpqConnection(databaseUrl);
  return run("pg_dump", ["--no-owner", "--no-privileges", "--file", file, "--dbname", dbname], env);
}

/**
 * Loads `file` into the database at `databaseUrl` in one transaction, after dropping the
 * app's schemas: on any error nothing changes.
 */
export function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = libpqConnection(databaseUrl);
  return run(
    "psql",
    [
      "--no-psqlrc",
      "--quiet",
      "--single-transaction",
      "--set",
      "ON_ERROR_STOP=1",
      "--command",
      DROP_APP_SCHEMAS,
      "--file",
      file,
      "--dbname",
      dbname,
    ],
    { ...env, PGOPTIONS: "--client-min-messages=warning" },
  );
}

/** What a restore replaces: the app's tables (public) and the migrations' journal (drizzle). */
export const DROP_APP_SCHEMAS = "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;";
