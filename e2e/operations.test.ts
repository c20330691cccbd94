/**
 * The operator's commands against the built server, as run in production (`node
 * dist/server/cli.js`, what `npm run backup|restore|db:move` run from source): a backup taken
 * from a running server while it writes restores into a new DATA_DIR, where a server signs the
 * user in to books that balance; automatic backups keep the newest BACKUP_KEEP; `db:move`
 * copies the embedded database into PostgreSQL, where a server signs the same user in. Not a
 * browser test: it needs only the build. The move needs a PostgreSQL server (TEST_DATABASE_URL),
 * which CI always has (vitest.config.ts refuses to run without it there).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "../src/server/test/test-database";
import { ApiClient } from "./support/api-client";
import { productionEnv, startServerProcess, type ServerProcess } from "./support/server-process";

const CLI = fileURLToPath(new URL("../dist/server/cli.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../dist/server/main.js", import.meta.url));
const PASSWORD = "Sturdy-Passw0rd";
const INITIAL_STOCK = 500;
const HOLDING_STOCK = new Set(["confirmed", "delivered", "paid"]);

const directory = mkdtempSync(join(tmpdir(), "clientele-operations-e2e-"));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill("SIGTERM");
  rmSync(directory, { recursive: true, force: true });
});

async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const server = await startServerProcess(dataDir, env);
  servers.push(server);
  return server;
}

async function stopServer(server: ServerProcess) {
  servers.splice(servers.indexOf(server), 1);
  expect(await server.kill("SIGTERM")).toEqual({ code: 0, signal: null });
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <script> ...args` with the configuration in `env`, as an operator's shell would. */
function run(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: productionEnv({ PORT: "0", ...env }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const cli = (args: string[], env: Record<string, string>) => run(CLI, args, env);

interface OrderLine {
  inventory_item_id: string;
  quantity: number;
}

/** Orders through confirmed and on, by `writers` at once, until `stopped()`; each order's lines by id. */
function writeOrders(api: ApiClient, items: string[], writers: number, stopped: () => boolean) {
  const lines = new Map<string, OrderLine[]>();
  const write = async (writer: number) => {
    for (let n = writer; !stopped(); n += writers) {
      const orderLines = items.map((id, index) => ({ inventory_item_id: id, quantity: 1 + ((n + index) % 3) }));
      const order = await api.expect<{ id: string }>(201, "POST", "/api/v1/orders", { lines: orderLines });
      lines.set(order.id, orderLines);
      await api.expect(200, "PATCH", `/api/v1/orders/${order.id}`, { status: "confirmed" });
      if (n % 3 !== 0) await api.expect(200, "PATCH", `/api/v1/orders/${order.id}`, { status: n % 3 === 1 ? "cancelled" : "paid" });
    }
  };
  return { lines, done: Promise.all(Array.from({ length: writers }, (_, writer) => write(writer))) };
}

const dataDirA = join(directory, "a");
const dataDirB = join(directory, "b");
const backupFile = join(directory, "backups", "during-writes.sql");
let seenOnB: unknown;

describe("backups of the embedded database, by the operator's commands", () => {
  it("a backup taken while the server writes restores into a new DATA_DIR, where the user signs in to books that balance", async () => {
    const server = await startServer(dataDirA);
    const api = new ApiClient(server);
    const email = `operator-${Date.now()}@example.com`;
    await api.expect(200, "POST", "/api/auth/sign-up/email", { email, password: PASSWORD, name: "operator" });
    await api.expect(201, "POST", "/api/v1/clients", { name: "Müller & Söhne" });
    const items = [
      (await api.expect<{ id: string }>(201, "POST", "/api/v1/inventory", { item_name: "Bolt", quantity: INITIAL_STOCK, unit_price: 0.5 }))
        .id,
      (await api.expect<{ id: string }>(201, "POST", "/api/v1/inventory", { item_name: "Nut", quantity: INITIAL_STOCK, unit_price: 0.25 }))
        .id,
    ];

    let stopped = false;
    const writing = writeOrders(api, items, 3, () => stopped);
    writing.done.catch(() => {});
    while (writing.lines.size < 10) await setTimeout(20);
    const ordersBefore = writing.lines.size;
    const backup = await cli(["backup", backupFile], { DATA_DIR: dataDirA });
    const ordersAfter = writing.lines.size;
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/^Backup of the running server written to .*during-writes\.sql: \d+\.\d MB in \d+\.\d s\.\n$/);
    expect(backup.code).toBe(0);
    expect(ordersAfter, "the server kept writing during the backup").toBeGreaterThan(ordersBefore);

    // While it runs, the server keeps its DATA_DIR to itself.
    const second = await run(SERVER, [], { DATA_DIR: dataDirA });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Another Clientele server is running on ${dataDirA}`);
    const restoreOverRunning = await cli(["restore", backupFile, "--force"], { DATA_DIR: dataDirA });
    expect(restoreOverRunning).toMatchObject({ code: 1, stderr: `Clientele is running on ${dataDirA}: stop it before restoring.\n` });

    stopped = true;
    await writing.done;
    await stopServer(server);

    const restore = await cli(["restore", backupFile], { DATA_DIR: dataDirB });
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(
      /^Restored .* \(1 users, 1 clients, 2 inventory items, \d+ orders\) in \d+\.\d s; the data passed its checks\.\n$/,
    );
    const again = await cli(["restore", backupFile], { DATA_DIR: dataDirB });
    expect(again).toMatchObject({
      code: 1,
      stderr: "The database already holds data: restore into an empty one, or add --force to replace it.\n",
    });

    const restored = await startServer(dataDirB);
    const signedIn = new ApiClient(restored);
    await signedIn.expect(200, "POST", "/api/auth/sign-in/email", { email, password: PASSWORD });
    const orders = await signedIn.listAll<{ id: string; status: string }>("/orders");
    expect(orders.length).toBeGreaterThanOrEqual(ordersBefore);
    expect(orders.length).toBeLessThanOrEqual(ordersAfter);
    const inventory = await signedIn.listAll<{ id: string; quantity: number }>("/inventory");
    for (const item of inventory) {
      const held = orders
        .filter((order) => HOLDING_STOCK.has(order.status))
        .flatMap((order) => writing.lines.get(order.id)!)
        .filter((line) => line.inventory_item_id === item.id)
        .reduce((sum, line) => sum + line.quantity, 0);
      expect(item.quantity + held, "in stock plus held by orders").toBe(INITIAL_STOCK);
    }
    seenOnB = { clients: await signedIn.listAll("/clients"), inventory, orders, email };
    await stopServer(restored);
  }, 180_000);

  it("with BACKUP_INTERVAL_HOURS, the server writes dated backups into DATA_DIR/backups and keeps the newest BACKUP_KEEP", async () => {
    // BACKUP_INTERVAL_HOURS takes 15 minutes at least: the test-only interval makes it a backup every 1.8 s.
    const server = await startServer(dataDirB, { BACKUP_INTERVAL_HOURS: "24", TEST_BACKUP_INTERVAL_SECONDS: "1.8", BACKUP_KEEP: "2" });
    const backups = join(dataDirB, "backups");
    const seen = new Set<string>();
    const listed = () => (existsSync(backups) ? readdirSync(backups).filter((name) => name.endsWith(".sql")) : []);
    const deadline = Date.now() + 90_000;
    while (seen.size < 4 && Date.now() < deadline) {
      for (const name of listed()) seen.add(name);
      expect(listed().length).toBeLessThanOrEqual(2);
      await setTimeout(100);
    }
    await stopServer(server);
    const kept = listed().sort();
    for (const name of kept) seen.add(name);
    expect(seen.size, "backups written").toBeGreaterThanOrEqual(4);
    expect(kept).toEqual([...seen].sort().slice(-2));
    for (const name of kept) {
      expect(name).toMatch(/^clientele-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sql$/);
      expect(readFileSync(join(backups, name), "utf8")).toContain("-- PostgreSQL database dump complete");
    }
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "db:move copies the embedded database into PostgreSQL, where the server signs the same user in to the same books",
    async () => {
      const target = await createEmptyPostgresDatabase();
      try {
        const move = await cli(["db:move", target.url], { DATA_DIR: dataDirB });
        expect(move.stderr).toBe("");
        expect(move.stdout).toMatch(
          /^Copied 1 users, 1 clients, 2 inventory items, \d+ orders from .* in \d+\.\d s\. Start Clientele with DATABASE_URL/,
        );
        expect(move.code).toBe(0);

        const server = await startServer(join(directory, "unused"), { DATABASE_URL: target.url });
        const api = new ApiClient(server);
        const { email, ...books } = seenOnB as { email: string; clients: unknown; inventory: unknown; orders: unknown };
        await api.expect(200, "POST", "/api/auth/sign-in/email", { email, password: PASSWORD });
        expect({
          clients: await api.listAll("/clients"),
          inventory: await api.listAll("/inventory"),
          orders: await api.listAll("/orders"),
        }).toEqual(books);
        await stopServer(server);
      } finally {
        await target.drop();
      }
    },
    120_000,
  );
});
