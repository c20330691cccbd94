/**
 * Live updates (GET /api/v1/events) with the built server (`node dist/server/main.js`):
 * - latency: 200 clients created one after the other through instance A, each timed until its
 *   event arrives on a stream open on instance B (two instances on one PostgreSQL database; on
 *   PGlite, where one process owns the data, A and B are the same instance). The commit happens
 *   between the request leaving and its answer arriving, so commit → event lies between the two
 *   figures printed;
 * - memory: B's RSS idle, with 1,000 streams open (50 users × 20, the most a user keeps), and
 *   once they are closed again.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type ClientRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ownPostgresDatabase } from "./own-database";
import { freePort, settle, startBuiltServer, stopProcess, vmRss } from "./processes";

const CHANGES = 200;
const WARM_UP_CHANGES = 20;
const STREAM_USERS = 50;
const STREAMS_PER_USER = 20;
const PASSWORD = "Sturdy-Passw0rd";

export interface LiveUpdateFigures {
  engine: "PostgreSQL" | "PGlite";
  /** From the request leaving for A to the event arriving from B: an upper bound of commit → event. */
  sentToEvent: Percentiles;
  /** From A's answer arriving to the event arriving from B (negative: the event came first): a lower bound. */
  answeredToEvent: Percentiles;
  streams: number;
  idleRss: number;
  streamsRss: number;
  afterRss: number;
}

interface Percentiles {
  median: number;
  p99: number;
}

export async function liveUpdatesBenchmark(): Promise<LiveUpdateFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), "clientele-live-"));
  const database = await ownPostgresDatabase("clientele_live");
  const secret = randomBytes(32).toString("base64url");
  const env: Record<string, string> = database ? { DATABASE_URL: database.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const servers: Server[] = [];
  try {
    const a = await startServer({ ...env, BETTER_AUTH_SECRET: secret });
    servers.push(a);
    const b = database ? await startServer({ ...env, BETTER_AUTH_SECRET: secret }) : a;
    if (b !== a) servers.push(b);

    const owner = await signUp(a, 0);
    const stream = openStream(b, owner);
    await stream.connected;
    const latencies = { sent: [] as number[], answered: [] as number[] };
    for (let index = 0; index < WARM_UP_CHANGES + CHANGES; index++) {
      const sent = performance.now();
      const id = await createClient(a, owner, `Client ${index}`);
      const answered = performance.now();
      const arrived = await stream.arrivalOf(id);
      if (index < WARM_UP_CHANGES) continue;
      latencies.sent.push(arrived - sent);
      latencies.answered.push(arrived - answered);
    }
    stream.close();

    await settle(2_000);
    const idleRss = vmRss(b.child.pid!);
    const users = [];
    for (let index = 1; index <= STREAM_USERS; index++) users.push(await signUp(a, index));
    const streams = users.flatMap((user) => Array.from({ length: STREAMS_PER_USER }, () => openStream(b, user)));
    await Promise.all(streams.map((open) => open.connected));
    await settle(2_000);
    const streamsRss = vmRss(b.child.pid!);
    for (const open of streams) open.close();
    await settle(2_000);
    const afterRss = vmRss(b.child.pid!);

    return {
      engine: database ? "PostgreSQL" : "PGlite",
      sentToEvent: percentiles(latencies.sent),
      answeredToEvent: percentiles(latencies.answered),
      streams: streams.length,
      idleRss,
      streamsRss,
      afterRss,
    };
  } finally {
    for (const server of servers) await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeLiveUpdates(figures: LiveUpdateFigures): string[] {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const where =
    figures.engine === "PostgreSQL" ? "instance A → instance B, PostgreSQL" : "one instance, PGlite (no PostgreSQL server answered)";
  const perStream = (figures.streamsRss - figures.idleRss) / figures.streams / 1024;
  return [
    `live updates, ${CHANGES} changes, ${where}: commit → event between ${ms(figures.answeredToEvent.median)} and ` +
      `${ms(figures.sentToEvent.median)} (median), at most ${ms(figures.sentToEvent.p99)} (p99); ` +
      `answer → event p99 ${ms(figures.answeredToEvent.p99)}`,
    `live updates, ${figures.streams} open streams (${STREAM_USERS} users × ${STREAMS_PER_USER}), ${figures.engine}: RSS ${mb(figures.idleRss)} idle, ` +
      `${mb(figures.streamsRss)} with the streams (${perStream.toFixed(1)} KB a stream), ${mb(figures.afterRss)} once they closed`,
  ];
}

// ---------------------------------------------------------------------------------------------

interface Server {
  child: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

interface User {
  cookie: string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // The bench's users sign up from many addresses, as behind a proxy, past the per-address limit.
  const child = await startBuiltServer(port, { TRUST_PROXY: "true", ...env });
  return { child, port, stop: () => stopProcess(child) };
}

async function signUp(server: Server, index: number): Promise<User> {
  const email = `live-${index}-${randomBytes(4).toString("hex")}@example.com`;
  const response = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-up/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: `http://127.0.0.1:${server.port}`,
      "x-forwarded-for": `10.9.${index >> 8}.${index & 255}`,
    },
    body: JSON.stringify({ email, password: PASSWORD, name: `Live ${index}` }),
  });
  if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return {
    cookie: response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; "),
  };
}

async function createClient(server: Server, user: User, name: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/clients`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://127.0.0.1:${server.port}`, cookie: user.cookie },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`POST /clients: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** An event stream read as it arrives, over a socket of its own: when each change's event came. */
function openStream(server: Server, user: User) {
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  let request: ClientRequest;
  const connected = new Promise<void>((resolve, reject) => {
    request = httpRequest(
      { host: "127.0.0.1", port: server.port, path: "/api/v1/events", headers: { cookie: user.cookie }, agent: false },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`GET /events: ${response.statusCode}`));
        response.setEncoding("utf8");
        let text = "";
        response.on("data", (chunk: string) => {
          const at = performance.now();
          text += chunk;
          let end: number;
          while ((end = text.indexOf("\n\n")) !== -1) {
            const frame = text.slice(0, end);
            text = text.slice(end + 2);
            if (frame.includes(": connected")) resolve();
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (!data) continue;
            const { id } = JSON.parse(data) as { id: string };
            arrivals.set(id, at);
            waiting.get(id)?.(at);
          }
        });
        response.on("error", () => {});
      },
    );
    request.on("error", reject);
    request.end();
  });
  return {
    connected,
    arrivalOf(id: string): Promise<number> {
      const at = arrivals.get(id);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event for ${id} within 5 s`)), 5_000);
        waiting.set(id, (arrived) => {
          clearTimeout(timer);
          resolve(arrived);
        });
      });
    },
    close: () => request.destroy(),
  };
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
  return { median: at(0.5), p99: at(0.99) };
}

// Run alone: `npx tsx bench/live-updates.ts` (after `npm run build`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of describeLiveUpdates(await liveUpdatesBenchmark())) console.log(line);
}
