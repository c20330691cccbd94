/*
 * Files that hold data are their user's alone from their first byte: backups (every password
 * hash and session), the embedded database's files (its write-ahead log holds them too) and
 * DATA_DIR itself, whatever mode it had and whatever umask the process was started with.
 * Another local user could otherwise read them while they are written.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { writeBackup } from "../../operations/backup";
import { claimControlSocket } from "../../operations/control-socket";
import { startServer } from "../../server";
import { createTestDatabase, testEngine, type TestDatabase } from "../test-database";
import { STRONG_PASSWORD, uniqueEmail } from "../test-app";

/** A typical shell's umask, under which a file made without care is world-readable. */
const SHELL_UMASK = 0o022;
const DUMP_END = "-- PostgreSQL database dump complete\n";

const cleanups: (() => Promise<void> | void)[] = [];
let umaskBefore: number;
beforeAll(() => {
  umaskBefore = process.umask(SHELL_UMASK);
});
afterAll(() => {
  process.umask(umaskBefore);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  process.umask(SHELL_UMASK);
});

function directory(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(path, { recursive: true, force: true }));
  return path;
}

/** Every file and directory under `root` (itself included) that its group or others may use. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path.slice(root.length) || "/"} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(root);
  return found;
}

/**
 * Runs `write` while watching `folder`: the mode of every file that appears there, read as it
 * appears, and a promise that the first one was seen.
 */
function watchModes(folder: string) {
  const modes = new Map<string, number>();
  let seen!: () => void;
  const firstSeen = new Promise<void>((resolve) => (seen = resolve));
  const watcher = watch(folder, (_event, name) => {
    if (!name || modes.has(name)) return;
    try {
      modes.set(name, statSync(join(folder, name)).mode & 0o777);
      seen();
    } catch {
      // Gone already (renamed): its mode was read under its first name.
    }
  });
  cleanups.push(() => watcher.close());
  return { modes, firstSeen };
}

describe("a backup", () => {
  it("taken through the running server on the embedded database is 0600 from its first byte", async () => {
    const dataDir = directory("clientele-modes-");
    const target = directory("clientele-backups-");
    const { modes, firstSeen } = watchModes(target);
    const socket = await claimControlSocket(dataDir);
    cleanups.push(() => socket.close());
    // The server's side: a dump, written once the command's file has been seen (or after a second, if it makes none before).
    socket.serve({
      async backup() {
        await Promise.race([firstSeen, delay(1_000)]);
        const file = join(dataDir, "served.sql");
        writeFileSync(file, `-- a dump\n${DUMP_END}`, { mode: 0o600 });
        return file;
      },
    });

    const written = await writeBackup({ engine: "pglite", dataDir }, join(target, "manual.sql"));
    expect(written.throughServer).toBe(true);
    const partials = [...modes].filter(([name]) => name.endsWith(".partial"));
    expect(partials.length).toBeGreaterThan(0);
    expect(partials.map(([, mode]) => mode.toString(8))).toEqual(partials.map(() => "600"));
    expect(statSync(join(target, "manual.sql")).mode & 0o777).toBe(0o600);
  });

  describe.runIf(testEngine() === "postgres")("on PostgreSQL", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.destroy());

    it("is 0600 from its first byte, pg_dump writing into a file made private first", async () => {
      const target = directory("clientele-backups-");
      const { modes } = watchModes(target);
      await writeBackup({ engine: "postgres", url: database.url! }, join(target, "manual.sql"));
      const partials = [...modes].filter(([name]) => name.endsWith(".partial"));
      expect(partials.length).toBeGreaterThan(0);
      expect(partials.map(([, mode]) => mode.toString(8))).toEqual(partials.map(() => "600"));
      expect(statSync(join(target, "manual.sql")).mode & 0o777).toBe(0o600);
    });
  });
});

describe.runIf(testEngine() === "pglite")("the server on the embedded database", () => {
  it("makes an existing DATA_DIR 0700 at start, takes others' access to what is in it, and writes nothing others can read", async () => {
    const dataDir = directory("clientele-data-");
    // As an older version, or `mkdir` under a shell's umask, left them.
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, "backups"), { mode: 0o755 });
    writeFileSync(join(dataDir, "backups", "old.sql"), DUMP_END, { mode: 0o644 });
    expect(openToOthers(dataDir)).not.toEqual([]);

    const env = parseEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", PORT: "0", DATA_DIR: dataDir, BASE_URL: "http://localhost:3000" });
    const server = await startServer(env, pino({ level: "silent" }));
    cleanups.push(() => server.stop());
    const signUp = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ email: uniqueEmail(), password: STRONG_PASSWORD, name: "Private" }),
    });
    expect(signUp.status).toBe(200);
    await server.stop();
    cleanups.pop();

    expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
    expect(readdirSync(dataDir).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 60_000);
});
