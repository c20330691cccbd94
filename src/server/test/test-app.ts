import { randomBytes, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { parseEnv } from "../env";
import type { EventStreamsOptions } from "../events/event-streams";
import { startLiveEvents } from "../events/live-events";
import { createLogger } from "../logger";
import type { DatabaseConnection } from "../db/database";
import { createMailer } from "../mail/mailer";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { startSmtpInbox } from "./smtp-inbox";

export const TEST_ORIGIN = "http://localhost:3000";
export const STRONG_PASSWORD = "Sturdy-Passw0rd";

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
  /** The personal workspace the account works in after signing up. */
  workspaceId: string;
}

/** A random IPv4 address, so that each simulated caller has its own rate-limit bucket. */
export function randomIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface TestAppOptions {
  /** Replaces the silent logger, e.g. to read what the app logs. */
  logger?: Logger;
  /** Makes this a second instance of `other`'s app: its own connection to the same database, the same secret (PostgreSQL only). */
  sameDatabaseAs?: { database: TestDatabase; secret: string };
  /** The event streams' settings (a short heartbeat, a small queue). */
  events?: Omit<EventStreamsOptions, "liveSessionsAmong">;
  /** On PGlite, keeps the database in this directory (the caller's) rather than in memory. */
  pgliteDataDir?: string;
  /** Serves this database, migrated and owned by the caller, instead of a new one; close() leaves it open. */
  database?: DatabaseConnection;
}

/**
 * The whole app in process, on a database of its own (or another instance's, with
 * `sameDatabaseAs`). Requests go through `app.fetch` exactly as the Node server passes
 * them, socket address included.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}, options: TestAppOptions = {}) {
  const { logger, sameDatabaseAs, events, pgliteDataDir } = options;
  const database = options.database
    ? borrowed(options.database)
    : sameDatabaseAs
      ? anotherConnection(sameDatabaseAs.database)
      : await createTestDatabase({ pgliteDataDir });
  const secret = sameDatabaseAs?.secret ?? randomBytes(32).toString("base64url");
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "3000", ...envOverrides });
  const appLogger = logger ?? createLogger(env);
  const mailer = createMailer(env, appLogger);
  const auth = createAuth({ db: database.db, env, secret, mailer, logger: appLogger });
  const liveEvents = await startLiveEvents(database, appLogger, events);
  const app = createApp({ env, db: database.db, auth, logger: appLogger, events: liveEvents.streams, mailer });

  /** Sends a request as a browser on the app's own origin would, from `ip`. */
  function request(path: string, init: RequestInit & { ip?: string } = {}) {
    const { ip = randomIp(), ...rest } = init;
    const headers = new Headers(rest.headers);
    if (!headers.has("origin")) headers.set("origin", TEST_ORIGIN);
    if (typeof rest.body === "string" && !headers.has("content-type")) {
      headers.set("content-type", "application/json");
    }
    const incoming = { socket: { remoteAddress: ip, remotePort: 50_000, remoteFamily: "IPv4" } };
    return app.request(path, { ...rest, headers }, { incoming });
  }

  function postJson(path: string, body: unknown, init: RequestInit & { ip?: string } = {}) {
    return request(path, { ...init, method: "POST", body: JSON.stringify(body) });
  }

  /** Signs a new user up and returns the session cookie the browser would keep. */
  async function signUp(email = uniqueEmail(), password = STRONG_PASSWORD): Promise<TestUser> {
    const response = await postJson("/api/auth/sign-up/email", { email, password, name: email.split("@")[0] });
    if (response.status !== 200) {
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    }
    const body = (await response.json()) as { user: { id: string } };
    const cookie = sessionCookie(response);
    // The first request of the account makes its personal workspace.
    const workspaces = await request("/api/v1/workspaces", { headers: { cookie } });
    if (workspaces.status !== 200) throw new Error(`no workspace after sign-up: ${workspaces.status} ${await workspaces.text()}`);
    const { items } = (await workspaces.json()) as { items: { id: string; active: boolean }[] };
    return { id: body.user.id, email, cookie, workspaceId: items.find((workspace) => workspace.active)!.id };
  }

  /** Calls /api/v1 as `user`, with `body` as JSON. */
  function api(user: TestUser, method: string, path: string, body?: unknown) {
    return request(`/api/v1${path}`, {
      method,
      headers: { cookie: user.cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** Calls /api/v1 with other credentials than a cookie (an API key, a bearer token), with `body` as JSON. */
  function apiWith(credentials: Record<string, string>, method: string, path: string, body?: unknown) {
    return request(`/api/v1${path}`, {
      method,
      headers: credentials,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function close() {
    await liveEvents.stop();
    await mailer.flush();
    await database.destroy();
  }

  return {
    app,
    db: database.db,
    database,
    secret,
    env,
    auth,
    mailer,
    logger: appLogger,
    events: liveEvents.streams,
    request,
    postJson,
    api,
    apiWith,
    signUp,
    close,
  };
}

/** A further instance's connection to `database`: destroying it only closes it, and leaves the database to its first instance. */
function anotherConnection(database: TestDatabase): TestDatabase {
  const connection = database.connectAgain();
  return { ...connection, connectAgain: () => database.connectAgain(), destroy: () => connection.close() };
}

/** The caller's database, served as is: the app's close() does not close it. */
function borrowed(connection: DatabaseConnection): TestDatabase {
  return {
    ...connection,
    connectAgain() {
      throw new Error("a borrowed database has no second connection");
    },
    destroy: async () => {},
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type { ErrorBody } from "../http/errors";

/** The `name=value` pairs of the Set-Cookie headers of a response, as a Cookie header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A test app that mails through a real SMTP server on loopback, with that server's inbox; close() stops both. */
export async function createMailingTestApp() {
  const inbox = await startSmtpInbox();
  const t = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: "crm@example.com" });
  return {
    t,
    inbox,
    async close() {
      await t.close();
      await inbox.close();
    },
  };
}
