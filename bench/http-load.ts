/**
 * HTTP load: the built app (`node dist/server/main.js`, NODE_ENV=production, LOG_LEVEL=info,
 * its log written to a file) against a bare server (bench/bare-server.ts: node:http and
 * postgres.js, no framework) that does the same database work, side by side in one run, on one database,
 * under autocannon on loopback: 50 connections, a 2 s warm-up, then 10 s measured, per side
 * and per scenario, in turns of 2 s (app, bare, app, bare…) so that the rest of the machine's
 * load falls on both alike.
 *
 * - PostgreSQL when one answers at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres):
 *   a database of the run's own is created and dropped; both servers use it, each with a pool
 *   of POSTGRES_POOL_SIZE connections (postgresPoolOptions).
 * - Otherwise PGlite: one data directory, which a PGlite cannot share with another process, so
 *   the app runs all its scenarios first, then the bare server opens the same directory (with
 *   the app's own PGlite options) and runs them.
 *
 * Both servers run as child processes, so neither shares a CPU with autocannon's event loop.
 * The requests carry no Accept-Encoding (as scripts and a compressing proxy send them).
 *
 * For investigations (docs/performance.md): HTTP_LOAD_CONNECTIONS (50 by default);
 * HTTP_LOAD_BARE_STATEMENTS=<file>, where the bare server writes, as it stops, how long each
 * statement of its order transactions took (`npx tsx bench/profile-breakdown.ts --statements
 * <file>` prints it); HTTP_LOAD_NO_PUBLISH=1, on PostgreSQL, turns off the triggers that publish
 * order and stock changes (live updates) on the run's database, to see what NOTIFY costs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import postgres from "postgres";
import { SESSION_COOKIE } from "./bare-server";
import { freePort } from "./processes";

const SERVER_ENTRY = process.env.HTTP_LOAD_APP_ENTRY ?? fileURLToPath(new URL("../dist/server/main.js", import.meta.url));
const BARE_SERVER_ENTRY = fileURLToPath(new URL("./bare-server.ts", import.meta.url));

const CONNECTIONS = Number(process.env.HTTP_LOAD_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 2;
const SLICE_SECONDS = 2;
const MEASURED_SECONDS = Number(process.env.HTTP_LOAD_SECONDS ?? 10);
const CLIENTS = 1_000;
const ITEMS = 1_000;
/** Orders take their lines from the newest ITEMS_ON_ORDERS items, so stock moves contend a little. */
const ITEMS_ON_ORDERS = 200;
const ORDERS_TO_PATCH = 500;
/** The workspace's tax rates; the items take them in turn as their default, so most orders have lines at both. */
const TAX_RATES = [
  { name: "Standard", rate: 20 },
  { name: "Reduced", rate: 5.5 },
];
const PASSWORD = "Sturdy-Passw0rd";

export type ScenarioName = "clients" | "inventory" | "order-create" | "order-status";

export interface SideFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not the expected 2xx, plus socket errors and timeouts. */
  failures: number;
  /** CPU time the server process spent per answered request (Linux only, else null). */
  cpuMsPerRequest: number | null;
}

export interface ScenarioFigures {
  scenario: ScenarioName;
  label: string;
  app: SideFigures;
  bare: SideFigures;
}

export interface HttpLoadReport {
  engine: "PostgreSQL" | "PGlite";
  scenarios: ScenarioFigures[];
  /** Lines the app wrote to its log during the run (one per request at info). */
  appLogLines: number;
}

const SCENARIO_LABELS: Record<ScenarioName, string> = {
  clients: `GET /api/v1/clients?limit=50 (${CLIENTS.toLocaleString("en")} clients)`,
  inventory: `GET /api/v1/inventory?limit=50 (${ITEMS.toLocaleString("en")} items)`,
  "order-create": "POST /api/v1/orders (1-3 lines, 2 tax rates)",
  "order-status": "PATCH /api/v1/orders/{id} (confirmed/created, stock moves)",
};

const ALL_SCENARIOS = Object.keys(SCENARIO_LABELS) as ScenarioName[];

// ---------------------------------------------------------------------------------------------
// The run

export async function httpLoadBenchmark(
  options: { scenarios?: ScenarioName[]; appNodeArgs?: string[]; sides?: ("app" | "bare")[] } = {},
): Promise<HttpLoadReport> {
  const scenarios = options.scenarios ?? scenariosFromEnv();
  const sides = options.sides ?? (process.env.HTTP_LOAD_SIDES?.split(",") as ("app" | "bare")[] | undefined) ?? ["app", "bare"];
  const appNodeArgs = options.appNodeArgs ?? process.env.HTTP_LOAD_APP_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const workDir = mkdtempSync(join(tmpdir(), "clientele-http-load-"));
  const secret = randomBytes(32).toString("base64url");
  const postgresUrl = await reachablePostgres();
  const database = postgresUrl ? await createBenchDatabase(postgresUrl) : undefined;
  const target: DatabaseTarget = database
    ? { engine: "postgres", url: database.url }
    : { engine: "pglite", dataDir: join(workDir, "data") };
  const logFile = join(workDir, "app.log");
  const results = new Map<ScenarioName, Partial<Record<"app" | "bare", SideFigures>>>();
  const record = (scenario: ScenarioName, side: "app" | "bare", figures: SideFigures) =>
    results.set(scenario, { ...results.get(scenario), [side]: figures });

  let app: RunningChild | undefined;
  let bare: RunningChild | undefined;
  try {
    app = await startApp(target, secret, logFile, []);
    const fixture = await seed(app.url);
    if (database) await database.analyze();
    if (database && process.env.HTTP_LOAD_NO_PUBLISH) await database.withoutPublishing();
    if (target.engine === "pglite" || appNodeArgs.length > 0) {
      // Profiling (`--cpu-prof`…): an app started after the seeding, so that only the load is profiled.
      // PGlite: what its maintenance pass would do some time after the seeding (db/pglite.ts), done
      // now, as PostgreSQL's autovacuum is by the analyze above; else the app's scenarios would run
      // on the statistics of empty tables, and the bare server's on those the app's passes left.
      await app.stop();
      if (target.engine === "pglite") await analyzePglite(target.dataDir);
      app = await startApp(target, secret, logFile, appNodeArgs);
      // As in production, where people sign in: better-auth's first request turns on its AsyncLocalStorage.
      await answerOf(app.url, "/api/auth/get-session", fixture.cookie);
    }

    /** Loads the sides asked for among those given, taking turns, and records their figures. */
    const runOn = async (scenario: ScenarioName, given: Partial<Record<"app" | "bare", RunningChild>>) => {
      const chosen = sides.filter((side) => given[side] !== undefined);
      const figures = await load(
        chosen.map((side) => given[side]!),
        scenario,
        fixture,
      );
      chosen.forEach((side, index) => record(scenario, side, figures[index]!));
    };
    // The same work: both servers answer the lists with the same JSON (on PGlite the app's
    // order scenarios move stock before the bare server starts, so only the clients are compared),
    // and an order's creation and confirmation alike but for its id, number and times.
    const compared = target.engine === "postgres" ? LIST_PATHS : LIST_PATHS.slice(0, 1);
    const appAnswers = await Promise.all(compared.map((path) => answerOf(app!.url, path, fixture.cookie)));
    const appOrderAnswers = sides.includes("bare") ? await orderAnswersOf(app.url, fixture) : "";
    const checkSameAnswers = async (server: RunningChild) => {
      if (!sides.includes("app")) return;
      const bareOrderAnswers = await orderAnswersOf(server.url, fixture);
      if (bareOrderAnswers !== appOrderAnswers) {
        throw new Error(`the bare server's order answers differ from the app's: ${bareOrderAnswers} | ${appOrderAnswers}`);
      }
      for (const [index, path] of compared.entries()) {
        const bareAnswer = await answerOf(server.url, path, fixture.cookie);
        if (bareAnswer !== appAnswers[index]) {
          throw new Error(
            `the bare server's ${path} differs from the app's: ${bareAnswer.slice(-300)} | ${appAnswers[index]!.slice(-300)}`,
          );
        }
      }
    };
    if (target.engine === "postgres") {
      if (sides.includes("bare")) {
        bare = await startBare(target, secret);
        await checkSameAnswers(bare);
      }
      for (const scenario of scenarios) await runOn(scenario, { app, bare });
    } else {
      // One process at a time on a PGlite directory: the app's scenarios, then the bare server's.
      for (const scenario of scenarios) await runOn(scenario, { app });
      await app.stop();
      app = undefined;
      if (sides.includes("bare")) {
        bare = await startBare(target, secret);
        await checkSameAnswers(bare);
        for (const scenario of scenarios) await runOn(scenario, { bare });
      }
    }
  } finally {
    await app?.stop();
    await bare?.stop();
    await database?.drop();
  }
  const appLog = readFileSync(logFile, "utf8");
  if (process.env.HTTP_LOAD_APP_LOG) writeFileSync(process.env.HTTP_LOAD_APP_LOG, appLog);
  const appLogLines = appLog.split("\n").filter((line) => line.startsWith("{")).length;
  rmSync(workDir, { recursive: true, force: true });

  const none: SideFigures = { requestsPerSecond: 0, p50: 0, p99: 0, failures: 0, cpuMsPerRequest: null };
  return {
    engine: target.engine === "postgres" ? "PostgreSQL" : "PGlite",
    appLogLines,
    scenarios: scenarios.map((scenario) => ({
      scenario,
      label: SCENARIO_LABELS[scenario],
      app: results.get(scenario)?.app ?? none,
      bare: results.get(scenario)?.bare ?? none,
    })),
  };
}

const LIST_PATHS = ["/api/v1/clients?limit=50", "/api/v1/inventory?limit=50"];

/** The JSON body of a GET, re-serialised so that key order and spacing do not matter. */
async function answerOf(url: string, path: string, cookie: string): Promise<string> {
  const response = await fetch(`${url}${path}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
  return JSON.stringify(sortedKeys(await response.json()));
}

/**
 * The answers to the creation of an order of 3 lines at two tax rates and to its confirmation,
 * without what differs from one order to the next (ids, number, times), as one JSON text.
 */
async function orderAnswersOf(url: string, fixture: Fixture): Promise<string> {
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { "content-type": "application/json", origin: url, cookie: fixture.cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; number: unknown; lines: object[] };
  };
  const created = await send("POST", "/api/v1/orders", { client_id: fixture.clientIds[0], lines: orderLines(fixture.itemIds, 2) });
  const confirmed = await send("PATCH", `/api/v1/orders/${created.id}`, { status: "confirmed" });
  const comparable = ({ id: _id, number, created_at: _created, updated_at: _updated, lines, ...rest }: Record<string, unknown>) => {
    if (!Number.isInteger(number)) throw new Error(`an order number that is not an integer: ${String(number)}`);
    const sameLines = (lines as Record<string, unknown>[]).map(({ id: _line, ...line }) => line);
    return { ...rest, lines: sameLines };
  };
  return JSON.stringify(sortedKeys([created, confirmed].map((answer) => comparable(answer as unknown as Record<string, unknown>))));
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

function scenariosFromEnv(): ScenarioName[] {
  const wanted = process.env.HTTP_LOAD_SCENARIOS?.split(",").map((name) => name.trim());
  return wanted ? ALL_SCENARIOS.filter((name) => wanted.includes(name)) : ALL_SCENARIOS;
}

/** One line per scenario, for bench/run.ts. */
export function formatHttpLoad(report: HttpLoadReport): string[] {
  const side = (figures: SideFigures) =>
    `${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms` +
    (figures.cpuMsPerRequest === null ? "" : `, ${figures.cpuMsPerRequest.toFixed(2)} ms CPU/req`) +
    (figures.failures > 0 ? `, ${figures.failures} failed` : "");
  return report.scenarios.map(({ label, app, bare }) => {
    const ratio = bare.requestsPerSecond > 0 ? app.requestsPerSecond / bare.requestsPerSecond : 0;
    const p99Ratio = bare.p99 > 0 ? app.p99 / bare.p99 : 0;
    return (
      `HTTP load ${label}, ${report.engine}, ${CONNECTIONS} connections, ${MEASURED_SECONDS} s: ` +
      `app ${side(app)}; bare ${side(bare)}; ratio ${ratio.toFixed(2)}, p99 ${p99Ratio.toFixed(2)}× bare`
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Database

type DatabaseTarget = { engine: "postgres"; url: string } | { engine: "pglite"; dataDir: string };

/** The PostgreSQL server of TEST_DATABASE_URL (this machine's by default), if it answers. */
export async function reachablePostgres(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await probe`select 1`;
    return url;
  } catch {
    return undefined;
  } finally {
    await probe.end({ timeout: 1 }).catch(() => {});
  }
}

async function createBenchDatabase(serverUrl: string) {
  const name = `clientele_http_load_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async analyze() {
      const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
      await sql`analyze`;
      await sql.end();
    },
    /** Turns off the live updates' triggers (migration 0008) of the tables an order request writes. */
    async withoutPublishing() {
      const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
      for (const [table, trigger] of [
        ["orders", "orders_published_on_insert"],
        ["orders", "orders_published_on_update"],
        ["inventory_items", "inventory_items_published_on_update"],
      ]) {
        await sql.unsafe(`alter table ${table} disable trigger ${trigger}`);
      }
      await sql.end();
    },
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** VACUUM ANALYZE of a PGlite directory that no server has open. */
async function analyzePglite(dataDir: string) {
  const { openDatabase } = await import("../src/server/db/database");
  const connection = openDatabase({ engine: "pglite", dataDir });
  await connection.db.execute("vacuum analyze");
  await connection.close();
}

// ---------------------------------------------------------------------------------------------
// The two servers, as child processes

interface RunningChild {
  url: string;
  /** CPU time (user + system) the process has used so far, in ms; null where /proc is missing. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

const CLOCK_TICKS_PER_SECOND = 100;

function processCpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function waitUntilServing(child: ChildProcess, url: string, what: string) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error(`${what} did not start within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stopper(child: ChildProcess, cleanUp: () => void = () => {}) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    cleanUp();
  };
}

async function startApp(target: DatabaseTarget, secret: string, logFile: string, nodeArgs: string[]): Promise<RunningChild> {
  const port = await freePort();
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: String(port),
      BETTER_AUTH_SECRET: secret,
      BASE_URL: "",
      TRUST_PROXY: "",
      AI_BASE_URL: "",
      AI_MODEL: "",
      DATABASE_URL: target.engine === "postgres" ? target.url : "",
      // Unused on PostgreSQL but for the generated auth secret, which BETTER_AUTH_SECRET replaces.
      DATA_DIR: target.engine === "pglite" ? target.dataDir : join(logFile, "..", "unused-data"),
    },
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(child, url, "the app");
  return { url, cpuMs: () => processCpuMs(child.pid), stop: stopper(child, () => closeSync(log)) };
}

async function startBare(target: DatabaseTarget, secret: string): Promise<RunningChild> {
  const port = await freePort();
  const nodeArgs = process.env.HTTP_LOAD_BARE_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", BARE_SERVER_ENTRY], {
    env: {
      ...process.env,
      BARE_PORT: String(port),
      BARE_SECRET: secret,
      BARE_DATABASE_URL: target.engine === "postgres" ? target.url : "",
      BARE_DATA_DIR: target.engine === "pglite" ? target.dataDir : "",
      TSX_TSCONFIG_PATH: fileURLToPath(new URL("../tsconfig.json", import.meta.url)),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(child, url, "the bare server");
  return { url, cpuMs: () => processCpuMs(child.pid), stop: stopper(child) };
}

// ---------------------------------------------------------------------------------------------
// Data, made through the app's API

interface Fixture {
  cookie: string;
  clientIds: string[];
  itemIds: string[];
  orderIds: string[];
}

async function seed(url: string): Promise<Fixture> {
  const origin = url;
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: `load-${randomBytes(4).toString("hex")}@example.com`, password: PASSWORD, name: "Load" }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
    .join("; ");

  const post = async (path: string, body: unknown): Promise<string> => {
    const response = await fetch(`${url}/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };
  const inParallel = async <T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> => {
    const results: T[] = new Array<T>(count);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < count; index = next++) results[index] = await make(index);
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    return results;
  };

  const clientIds = await inParallel(CLIENTS, (n) =>
    post("/clients", { name: `Client ${n}`, email: `client${n}@example.com`, company: `Company ${n % 97}`, status: "contacted" }),
  );
  const taxRateIds: string[] = [];
  for (const rate of TAX_RATES) taxRateIds.push(await post("/tax-rates", rate));
  const itemIds = await inParallel(ITEMS, (n) =>
    post("/inventory", {
      item_name: `Item ${n}`,
      quantity: 1_000_000_000,
      unit_price: (n % 50) + 0.99,
      tax_rate_id: taxRateIds[n % taxRateIds.length],
    }),
  );
  const onOrders = itemIds.slice(-ITEMS_ON_ORDERS);
  const orderIds = await inParallel(ORDERS_TO_PATCH, (n) =>
    post("/orders", { client_id: clientIds[n % clientIds.length], lines: orderLines(onOrders, n) }),
  );
  return { cookie, clientIds, itemIds: onOrders, orderIds };
}

/**
 * 1 to 3 lines of distinct items, chosen from `n`. Neighbouring items have different tax rates,
 * and so do the items of a 2- or 3-line order: (n × 7 + line × 31) changes parity with each line.
 */
function orderLines(itemIds: string[], n: number) {
  const count = 1 + (n % 3);
  return Array.from({ length: count }, (_, line) => ({
    inventory_item_id: itemIds[(n * 7 + line * 31) % itemIds.length]!,
    quantity: 1 + ((n + line) % 5),
  }));
}

// ---------------------------------------------------------------------------------------------
// Load

function scenarioRequests(scenario: ScenarioName, fixture: Fixture): autocannon.Request[] {
  switch (scenario) {
    case "clients":
      return [{ method: "GET", path: "/api/v1/clients?limit=50" }];
    case "inventory":
      return [{ method: "GET", path: "/api/v1/inventory?limit=50" }];
    case "order-create": {
      let n = 0;
      return [
        {
          method: "POST",
          path: "/api/v1/orders",
          setupRequest: (request) => {
            n++;
            const body = { client_id: fixture.clientIds[n % fixture.clientIds.length], lines: orderLines(fixture.itemIds, n) };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ];
    }
    case "order-status": {
      // Request n moves order n mod 500; each order alternates confirmed, created, confirmed…
      // (500 orders, 50 in flight: an order's previous change has always finished).
      let n = 0;
      return [
        {
          method: "PATCH",
          setupRequest: (request) => {
            const orderId = fixture.orderIds[n % fixture.orderIds.length]!;
            const status = Math.floor(n / fixture.orderIds.length) % 2 === 0 ? "confirmed" : "created";
            n++;
            return { ...request, path: `/api/v1/orders/${orderId}`, body: JSON.stringify({ status }) };
          },
        },
      ];
    }
  }
}

/** What one side has run of a scenario so far. */
class SideLoad {
  private readonly latencies: number[] = [];
  private ok = 0;
  private failures = 0;
  private seconds = 0;
  private cpuMs: number | null = 0;

  constructor(
    readonly server: RunningChild,
    private readonly requests: autocannon.Request[],
    private readonly cookie: string,
  ) {}

  /** Loads the server for `seconds`; counted unless it is the warm-up. */
  async run(seconds: number, counted = true): Promise<void> {
    const { url } = this.server;
    const cpuBefore = this.server.cpuMs();
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections: CONNECTIONS,
          duration: seconds,
          headers: {
            cookie: this.cookie,
            origin: url,
            "content-type": "application/json",
            // For a one-off figure of what compression costs (docs/performance.md); the bare server never compresses.
            ...(process.env.HTTP_LOAD_ACCEPT_ENCODING ? { "accept-encoding": process.env.HTTP_LOAD_ACCEPT_ENCODING } : {}),
          },
          requests: this.requests,
        },
        (error, finished) => (error ? reject(error) : resolve(finished)),
      );
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
    });
    const cpuAfter = this.server.cpuMs();
    if (!counted) return;
    this.latencies.push(...latencies);
    this.ok += result["2xx"];
    this.failures += result.non2xx + result.errors + result.timeouts;
    this.seconds += result.duration || seconds;
    this.cpuMs = this.cpuMs === null || cpuBefore === null || cpuAfter === null ? null : this.cpuMs + cpuAfter - cpuBefore;
  }

  figures(): SideFigures {
    const sorted = this.latencies.sort((a, b) => a - b);
    const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
    return {
      requestsPerSecond: this.ok / (this.seconds || 1),
      p50: percentile(50),
      p99: percentile(99),
      failures: this.failures,
      cpuMsPerRequest: this.cpuMs === null || this.ok === 0 ? null : this.cpuMs / this.ok,
    };
  }
}

/**
 * Runs a scenario on the given servers: each is warmed up, then they take turns in slices of
 * SLICE_SECONDS until each has had MEASURED_SECONDS, so that whatever else the machine does
 * meanwhile (it is shared) falls on both alike. Order scenarios go on from where the previous
 * slice, on either server, left the data.
 */
async function load(servers: RunningChild[], scenario: ScenarioName, fixture: Fixture): Promise<SideFigures[]> {
  const requests = scenarioRequests(scenario, fixture);
  const sides = servers.map((server) => new SideLoad(server, requests, fixture.cookie));
  for (const side of sides) await side.run(WARM_UP_SECONDS, false);
  for (let slice = 0; slice < MEASURED_SECONDS / SLICE_SECONDS; slice++) {
    for (const side of sides) await side.run(SLICE_SECONDS);
  }
  return sides.map((side) => side.figures());
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  // `tsx bench/http-load.ts`: the load benchmark alone.
  const report = await httpLoadBenchmark();
  for (const line of formatHttpLoad(report)) console.log(line);
  console.log(`app log: ${report.appLogLines} lines`);
}
