/**
 * Who sends the security suite's requests, with which credential, and what came back.
 */
import Papa from "papaparse";
import { randomIp, STRONG_PASSWORD, TEST_ORIGIN, type TestApp, type TestUser } from "../test-app";

/**
 * A way to carry a user's identity on a request: a session cookie, a signed bearer token, an
 * API key. Every cross-user check runs once per kind; a new kind of credential is one more
 * entry here (issue it through its route and return its header and its secret).
 */
export interface CredentialKind {
  name: string;
  /** Signs `user` in this way; returns the request headers that carry the credential, and its secret. */
  issue(t: TestApp, user: TestUser): Promise<{ headers: Record<string, string>; secret: string }>;
}

export const CREDENTIAL_KINDS: CredentialKind[] = [
  {
    name: "session cookie",
    issue: async (_t, user) => ({ headers: { cookie: user.cookie }, secret: sessionTokenOf(user.cookie) }),
  },
  {
    name: "bearer token",
    // A session of its own, as a script would get it: the token is in the sign-in answer's set-auth-token header.
    issue: async (t, user) => {
      const response = await t.postJson("/api/auth/sign-in/email", { email: user.email, password: STRONG_PASSWORD });
      const token = response.headers.get("set-auth-token");
      if (response.status !== 200 || !token) throw new Error(`bearer sign-in failed: ${response.status}`);
      return { headers: { authorization: `Bearer ${token}` }, secret: token };
    },
  },
  {
    name: "API key",
    // Created from the user's session, as on the settings page; a key cannot manage keys or sessions (403).
    issue: async (t, user) => {
      const response = await t.api(user, "POST", "/api-keys", { name: "security suite" });
      const { key } = (await response.json()) as { key?: string };
      if (response.status !== 201 || !key) throw new Error(`API key creation failed: ${response.status}`);
      return { headers: { "x-api-key": key }, secret: key };
    },
  },
];

/** The session token inside a better-auth session cookie (`token.signature`, URL-encoded). */
function sessionTokenOf(cookie: string): string {
  const value = /session_token=([^;]+)/.exec(cookie)?.[1] ?? "";
  return decodeURIComponent(value).split(".")[0] ?? "";
}

/** A user with one credential. */
export interface Actor {
  user: TestUser;
  credential: string;
  headers: Record<string, string>;
  /** What must never appear in another user's answers: the credential's token. */
  secret: string;
}

export async function actorFor(t: TestApp, user: TestUser, kind: CredentialKind): Promise<Actor> {
  const { headers, secret } = await kind.issue(t, user);
  return { user, credential: kind.name, headers, secret };
}

/**
 * `user` with a credential of `kind` that works in `workspaceId`, of which the user is a member:
 * a session moves there (`POST …/activate`); an API key, which cannot move (403), is made from
 * the user's cookie session, which must work there already.
 */
export async function actorIn(t: TestApp, user: TestUser, kind: CredentialKind, workspaceId: string): Promise<Actor> {
  const actor = await actorFor(t, user, kind);
  const activated = await send(t, actor, `/api/v1/workspaces/${workspaceId}/activate`, { method: "POST" });
  if (activated.status !== 200 && activated.status !== 403) throw new Error(`activating with a ${kind.name} answered ${activated.status}`);
  const listed = await send(t, actor, "/api/v1/workspaces", { method: "GET" });
  const active = (JSON.parse(listed.text) as { items?: { id: string; active: boolean }[] }).items?.find((item) => item.active)?.id;
  if (active !== workspaceId) throw new Error(`the ${kind.name} of ${user.email} works in ${active}, not in ${workspaceId}`);
  return actor;
}

/** An answer, read whole (an event stream is not waited for). */
export interface Answer {
  status: number;
  contentType: string;
  text: string;
  headers: Headers;
}

export async function readAnswer(response: Response): Promise<Answer> {
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType.startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, contentType, text: "(event stream)", headers: response.headers };
  }
  return { status: response.status, contentType, text: await response.text(), headers: response.headers };
}

/**
 * What a 200 answer of a list lists: a JSON page's items and count, or a CSV export's rows after
 * its header row (`/exports/orders.csv?client_id=`), counted.
 */
export function listedRows(answer: Answer): { items: unknown[]; total: unknown } {
  if (answer.contentType.startsWith("text/csv")) {
    const [, ...rows] = Papa.parse<string[]>(answer.text, { skipEmptyLines: true }).data;
    return { items: rows, total: rows.length };
  }
  const { items, total } = JSON.parse(answer.text) as { items: unknown[]; total: unknown };
  return { items, total };
}

export interface SendOptions {
  method: string;
  body?: string | Uint8Array<ArrayBuffer> | FormData | URLSearchParams;
  /** Headers besides the credential's; `origin: null` leaves the Origin header out. */
  headers?: Record<string, string | null>;
  ip?: string;
}

/**
 * Sends a request as `actor` (or nobody), as the Node server would pass it to the app.
 * By default it comes from the app's own origin and a JSON body says so; `origin: null`
 * (or `content-type: null`) sends none, as a script or a crafted request would.
 */
export async function send(t: TestApp, actor: Actor | undefined, url: string, options: SendOptions): Promise<Answer> {
  const headers = new Headers(actor?.headers);
  const wanted: Record<string, string | null> = {
    origin: TEST_ORIGIN,
    ...(typeof options.body === "string" || options.body instanceof Uint8Array ? { "content-type": "application/json" } : {}),
    ...options.headers,
  };
  for (const [name, value] of Object.entries(wanted)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const incoming = { socket: { remoteAddress: options.ip ?? randomIp(), remotePort: 50_000, remoteFamily: "IPv4" } };
  const response = await t.app.request(url, { method: options.method, headers, body: options.body ?? null }, { incoming });
  return readAnswer(response);
}

/**
 * Why an answer is not a well-formed API error (`{error: {code, message, fields?, details?}}`,
 * docs/product.md "The API"), or undefined when it is one.
 */
export function errorShapeProblem(answer: Answer): string | undefined {
  if (!answer.contentType.startsWith("application/json")) return `content-type is "${answer.contentType}"`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return "the body is not JSON";
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== "object" || error === null) return "no `error` object";
  const { code, message, fields, details, ...rest } = error as Record<string, unknown>;
  if (typeof code !== "string" || !/^[A-Z][A-Z_]*$/.test(code)) return `error.code is ${JSON.stringify(code)}`;
  if (typeof message !== "string" || message === "") return `error.message is ${JSON.stringify(message)}`;
  if (fields !== undefined && !isRecordOf(fields, (value) => typeof value === "string")) return "error.fields is not {field: message}";
  if (details !== undefined && !isRecordOf(details, (value) => value === null || ["string", "number"].includes(typeof value))) {
    return "error.details is not {name: string | number | null}";
  }
  if (Object.keys(rest).length > 0) return `unexpected keys in error: ${Object.keys(rest).join(", ")}`;
  return undefined;
}

const isRecordOf = (value: unknown, check: (entry: unknown) => boolean) =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(check);

/** The `error.code` of an error answer. */
export const errorCodeOf = (answer: Answer): string | undefined => {
  try {
    return (JSON.parse(answer.text) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
};

/** Counts of what a test file saw, printed once at its end for the closing note. */
export class Tally {
  private readonly counts = new Map<string, Map<number, number>>();

  add(group: string, status: number): void {
    const statuses = this.counts.get(group) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.counts.set(group, statuses);
  }

  get requests(): number {
    let total = 0;
    for (const statuses of this.counts.values()) for (const count of statuses.values()) total += count;
    return total;
  }

  /** "404×120, 400×12" over every group, or for one group. */
  statuses(group?: string): string {
    const merged = new Map<number, number>();
    for (const [name, statuses] of this.counts) {
      if (group !== undefined && name !== group) continue;
      for (const [status, count] of statuses) merged.set(status, (merged.get(status) ?? 0) + count);
    }
    return [...merged]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(", ");
  }

  /** The statuses a group saw. */
  seen(group: string): number[] {
    return [...(this.counts.get(group)?.keys() ?? [])].sort((a, b) => a - b);
  }

  groups(): string[] {
    return [...this.counts.keys()];
  }
}
