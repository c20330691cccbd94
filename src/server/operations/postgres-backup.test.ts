import { afterEach, describe, expect, it } from "vitest";
import { ClientProgramMissing, dumpPostgres, restorePostgres } from "./postgres-backup";

const path = process.env.PATH;
afterEach(() => {
  process.env.PATH = path;
});

describe("backups on PostgreSQL without its client programs", () => {
  it("say which package to install, for pg_dump and for psql", async () => {
    process.env.PATH = "/nonexistent";
    const url = "postgres://clientele:secret@127.0.0.1:5432/clientele";
    await expect(dumpPostgres(url, "/tmp/never-written.sql")).rejects.toThrow(new ClientProgramMissing("pg_dump"));
    await expect(restorePostgres(url, "/tmp/never-read.sql")).rejects.toThrow(
      "psql was not found: install the PostgreSQL client programs (postgresql-client on Debian and Ubuntu) of the server's version or newer, or put them on PATH",
    );
  });
});
