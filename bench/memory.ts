/**
 * Memory of the built server (`node dist/server/main.js`, NODE_ENV=production) as a user
 * sees it, on a new PGlite data directory and, when a PostgreSQL server answers, with
 * DATABASE_URL on a database of its own:
 * - idle: after start, a sign-up and a few pages;
 * - after 10,000 clients added through the API (8 requests in flight);
 * - under load: the peak while lists and searches are read (8 requests in flight), then a second
 *   after it and once the server has been quiet for QUIET_MS (the idle collector's time to act,
 *   src/server/operations/idle-collector.ts): the target is on that last figure.
 * RSS is the child's VmRSS from /proc; the breakdown (V8 heap; external memory, where PGlite's
 * WebAssembly memory counts at its whole reserved size, resident or not; array buffers) comes
 * from process.memoryUsage() in the child, asked over an IPC channel a preloaded snippet opens.
 * What is left of RSS is Node itself, compiled code (PGlite's WebAssembly too) and malloc.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { freePort, settle, startBuiltServer, stopProcess, vmRss } from "./processes";

const CLIENTS = 10_000;
const IN_FLIGHT = 8;
const LOAD_REQUESTS = 2_000;
const PASSWORD = "Sturdy-Passw0rd";
/** Six of the idle collector's 5-second checks: the first may still see the load, the next ones collect (four at most). */
const QUIET_MS = 30_000;

/** Answers every IPC message with the process's memory usage. */
const MEMORY_PROBE = `data:text/javascript,${encodeURIComponent(
  "process.on('message', () => process.send(process.memoryUsage())); process.channel?.unref();",
)}`;

export interface MemorySample {
  /** Resident set size from /proc/<pid>/status (VmRSS), the figure `ps` and `top` show. */
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** Memory outside the V8 heap held by JavaScript objects: array buffers, WebAssembly memories (reserved size). */
  external: number;
  /** ArrayBuffers and Buffers (PGlite's files of PostgreSQL's share directory among them). */
  arrayBuffers: number;
}

export interface MemoryFigures {
  engine: "PGlite" | "PostgreSQL";
  idle: MemorySample;
  after10kClients: MemorySample;
  loadPeakRss: number;
  /** A second after the load. */
  afterLoad: MemorySample;
  /** After QUIET_MS without a request. */
  quietAfterLoad: MemorySample;
}

async function sample(child: ChildProcess): Promise<MemorySample> {
  const usage = await new Promise<NodeJS.MemoryUsage>((resolve) => {
    child.once("message", (message) => resolve(message as NodeJS.MemoryUsage));
    child.send("memory");
  });
  return {
    rss: vmRss(child.pid!),
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
  };
}

async function runServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  return startBuiltServer(
    port,
    { BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"), ...env },
    {
      nodeArgs: ["--import", MEMORY_PROBE],
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    },
  );
}

/** Runs `count` calls of `task`, `IN_FLIGHT` at a time. */
async function inParallel(count: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      for (let index = next++; index < count; index = next++) await task(index);
    }),
  );
}

async function measureServer(engine: MemoryFigures["engine"], env: Record<string, string>) {
  const port = await freePort();
  const child = await runServer(env, port);
  try {
    const origin = `http://127.0.0.1:${port}`;
    const email = `memory-${randomBytes(4).toString("hex")}@example.com`;
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email, password: PASSWORD, name: "memory" }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");

    const get = async (path: string) => {
      const response = await fetch(`${origin}${path}`, { headers: { cookie, origin } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    };
    // What a user opens first: the app, the session check and the three lists.
    for (const path of ["/", "/api/auth/get-session", "/api/v1/clients", "/api/v1/inventory", "/api/v1/orders"]) {
      await get(path);
    }
    await settle(1_000);
    const idle = await sample(child);

    await inParallel(CLIENTS, async (index) => {
      const response = await fetch(`${origin}/api/v1/clients`, {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/json" },
        body: JSON.stringify({
          name: `Client ${index}`,
          email: `client${index}@example.com`,
          company: `Company ${index % 500}`,
          status: "contacted",
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`create client: ${response.status}`);
    });
    await settle(1_000);
    const after10kClients = await sample(child);

    const loadPaths = [
      "/api/v1/clients",
      "/api/v1/clients?sort=name",
      "/api/v1/clients?q=company%2042",
      "/api/v1/clients?limit=200",
      "/api/v1/inventory",
      "/api/v1/orders",
    ];
    let loadPeakRss = 0;
    const watcher = setInterval(() => (loadPeakRss = Math.max(loadPeakRss, vmRss(child.pid!))), 50);
    try {
      await inParallel(LOAD_REQUESTS, (index) => get(loadPaths[index % loadPaths.length]!));
    } finally {
      clearInterval(watcher);
    }
    loadPeakRss = Math.max(loadPeakRss, vmRss(child.pid!));
    await settle(1_000);
    const afterLoad = await sample(child);
    await settle(QUIET_MS - 1_000);
    const quietAfterLoad = await sample(child);
    return { engine, idle, after10kClients, loadPeakRss, afterLoad, quietAfterLoad } satisfies MemoryFigures;
  } finally {
    await stopProcess(child);
  }
}

export async function memoryBenchmark(): Promise<{ figures: MemoryFigures[]; skipped?: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "clientele-memory-"));
  try {
    const figures = [await measureServer("PGlite", { DATA_DIR: dataDir })];
    const withPostgres = await withOwnPostgresDatabase((url) => measureServer("PostgreSQL", { DATABASE_URL: url, DATA_DIR: dataDir }));
    if ("skipped" in withPostgres) return { figures, skipped: withPostgres.skipped };
    return { figures: [...figures, withPostgres.result] };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `task` on a new database of the PostgreSQL server at TEST_DATABASE_URL (or 127.0.0.1:5432), then drops it. */
async function withOwnPostgresDatabase<T>(task: (url: string) => Promise<T>): Promise<{ result: T } | { skipped: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `clientele_memory_${randomBytes(6).toString("hex")}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end();
    return { skipped: `no PostgreSQL server to use: ${(error as Error).message}` };
  }
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { result: await task(url.toString()) };
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function describeSample(sample: MemorySample): string {
  return (
    `RSS ${mb(sample.rss)} (V8 heap ${mb(sample.heapUsed)} used of ${mb(sample.heapTotal)}, ` +
    `external ${mb(sample.external)}, of which array buffers ${mb(sample.arrayBuffers)})`
  );
}

/** One line per figure, as `npm run bench` prints them. */
export function describeMemory({ figures, skipped }: Awaited<ReturnType<typeof memoryBenchmark>>): string[] {
  const lines = figures.flatMap((figure) => [
    `memory of the server, ${figure.engine}, idle after a sign-up and the first pages: ${describeSample(figure.idle)}`,
    `memory of the server, ${figure.engine}, after ${CLIENTS.toLocaleString("en")} clients added: ${describeSample(figure.after10kClients)}`,
    `memory of the server, ${figure.engine}, ${LOAD_REQUESTS.toLocaleString("en")} list reads, ${IN_FLIGHT} in flight: ` +
      `peak RSS ${mb(figure.loadPeakRss)}; a second later ${describeSample(figure.afterLoad)}`,
    `memory of the server, ${figure.engine}, ${QUIET_MS / 1000} s quiet after the reads: ${describeSample(figure.quietAfterLoad)}`,
  ]);
  if (skipped) lines.push(`memory of the server with DATABASE_URL: skipped (${skipped})`);
  return lines;
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  for (const line of describeMemory(await memoryBenchmark())) console.log(line);
}
