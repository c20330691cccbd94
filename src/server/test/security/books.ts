/**
 * A user's books (clients, items, orders) for the security suite: seeding them, reading all
 * of them back through the API to show that a refused request changed nothing, and finding
 * the ids in them that fill a request's id slots.
 */
import { randomUUID } from "node:crypto";
import { png } from "../images";
import type { TestApp } from "../test-app";
import { send, type Actor, type Answer } from "./actors";
import { collectionOf, idSlotsOf, isRestore, minimalRequest, urlOf, type Field, type Operation, type RequestParts } from "./openapi-routes";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stock of the seeded item, and units its confirmed order holds. */
const SEEDED_STOCK = 10;
const SEEDED_ORDER_QUANTITY = 2;

export interface SeededBooks {
  /** In the names of the user's rows: another user's answers must never contain it. */
  marker: string;
  /** Secrets the creation answers showed once (an API key, say): never to be seen again elsewhere. */
  secrets: string[];
  /** Records deleted just now, one of each kind a route restores: the ids a restore takes. */
  deleted: FoundId[];
}

/** A record to create, then delete, for each collection whose records can be restored. */
const RESTORABLE_BODIES: Record<string, (marker: string, itemId: string) => unknown> = {
  clients: (marker) => ({ name: `${marker} deleted client` }),
  inventory: (marker) => ({ item_name: `${marker} deleted item`, quantity: 1 }),
  orders: (_marker, itemId) => ({ lines: [{ inventory_item_id: itemId, quantity: 1 }] }),
};

/**
 * Gives the actor's user a client, a tax rate, an inventory item taxed at that rate by default
 * and a confirmed order of that item for that client (so the order holds stock), each named with
 * a marker, then one of everything
 * else the document lets a user create (every POST on a collection that answers 201: an API
 * key, an invitation), so that every kind of id a route takes exists.
 */
export async function seedBooks(t: TestApp, actor: Actor, label: string, operations: Operation[]): Promise<SeededBooks> {
  const marker = `${label}-${randomUUID().slice(0, 8)}`;
  const post = async (path: string, body: unknown, method = "POST") => {
    const answer = await send(t, actor, `/api/v1${path}`, { method, body: JSON.stringify(body) });
    if (answer.status >= 300) throw new Error(`seeding ${method} ${path} failed: ${answer.status} ${answer.text}`);
    return JSON.parse(answer.text) as { id: string };
  };
  const client = await post("/clients", { name: `${marker} client`, email: `${marker}@example.com`, company: marker });
  const taxRate = await post("/tax-rates", { name: `${marker} VAT`, rate: 20 });
  const item = await post("/inventory", {
    item_name: `${marker} item`,
    quantity: SEEDED_STOCK,
    unit_price: 12.5,
    tax_rate_id: taxRate.id,
  });
  const order = await post("/orders", {
    client_id: client.id,
    lines: [{ inventory_item_id: item.id, quantity: SEEDED_ORDER_QUANTITY }],
  });
  await post(`/orders/${order.id}`, { status: "confirmed" }, "PATCH");

  const secrets: string[] = [];
  const books = await readBooks(t, actor, operations);
  const creations = operations.filter(
    // A collection's, at the top (`/clients`) or under a record (`/workspaces/{id}/invitations`);
    // not a workspace: the user's own holds these books, and making one would move the session out of it
    // (an import, besides, takes a whole workspace file, which no smallest request is).
    (operation) =>
      operation.method === "POST" &&
      !operation.path.endsWith("}") &&
      operation.statuses.includes("201") &&
      !isRestore(operation) &&
      !operation.path.endsWith("/workspaces") &&
      !operation.path.endsWith("/workspaces/import"),
  );
  for (const operation of creations) {
    const request = requestWithIds(operation, ownIdsFor(operation, books));
    // An invitation goes to an address of the user's marker: the smallest request's address stays free,
    // so that a test sending that request is not refused as `already_invited`.
    if (typeof request.body === "object" && request.body !== null && "email" in request.body) {
      request.body = { ...request.body, email: `invited-${marker}@example.com` };
    }
    const answer = await sendParts(t, actor, operation, request);
    if (answer.status !== 201) throw new Error(`seeding ${operation.key} failed: ${answer.status} ${answer.text}`);
    // A created resource is JSON; a meeting's invitation is a calendar file, with no secret in it.
    if (answer.contentType.startsWith("application/json")) collectSecrets(JSON.parse(answer.text), secrets);
  }

  // A file a record takes in place (a workspace's logo), so that reading it back answers.
  for (const operation of operations.filter((candidate) => candidate.method === "PUT" && candidate.takesFile)) {
    const answer = await sendParts(t, actor, operation, requestWithIds(operation, ownIdsFor(operation, books)));
    if (answer.status !== 200) throw new Error(`seeding ${operation.key} failed: ${answer.status} ${answer.text}`);
  }

  const deleted: FoundId[] = [];
  for (const operation of operations.filter(isRestore)) {
    const collection = collectionOf(operation.path);
    const body = RESTORABLE_BODIES[collection];
    if (!body) throw new Error(`seeding: add to RESTORABLE_BODIES a record of ${collection} to delete, for ${operation.key}`);
    const record = await post(`/${collection}`, body(marker, item.id));
    const answer = await send(t, actor, `/api/v1/${collection}/${record.id}`, { method: "DELETE" });
    if (answer.status !== 204) throw new Error(`seeding DELETE /${collection}/${record.id} failed: ${answer.status} ${answer.text}`);
    deleted.push({ id: record.id, key: "id", parent: collection });
  }
  return { marker, secrets, deleted };
}

/** String values under keys that name a secret (key, token, secret). */
function collectSecrets(value: unknown, into: string[]): void {
  if (typeof value !== "object" || value === null) return;
  for (const [name, inner] of Object.entries(value)) {
    if (typeof inner === "string" && /key|token|secret/i.test(name) && inner.length >= 8) into.push(inner);
    else collectSecrets(inner, into);
  }
}

/**
 * An id found in a user's answers: `key` is its property ("inventory_item_id"), `parent` what
 * it belongs to ("lines", or the route's collection for a row's own id).
 */
export interface FoundId {
  id: string;
  key: string;
  parent: string;
}

/** Everything a user's GET routes answer, by URL, and every id in it. */
export interface Books {
  answers: Record<string, unknown>;
  ids: FoundId[];
}

const snakeCase = (name: string) => name.replace(/([a-z\d])([A-Z])/g, "$1_$2").toLowerCase();

/**
 * Reads everything the actor can read: every GET route of /api/v1 without path parameters
 * (all pages, following `next_cursor`), then every GET route with one path parameter for each
 * id listed under its collection, and the session as better-auth reports it. Two reads are
 * deep-equal exactly when nothing the user can see has changed.
 */
export async function readBooks(t: TestApp, actor: Actor, operations: Operation[]): Promise<Books> {
  const answers: Record<string, unknown> = {};
  const ids: FoundId[] = [];
  const read = async (operation: Operation | undefined, url: string) => {
    const answer = await send(t, actor, url, { method: "GET" });
    if (answer.status !== 200) throw new Error(`reading GET ${url} answered ${answer.status}: ${answer.text}`);
    const body: unknown = JSON.parse(answer.text);
    answers[url] = body;
    // What a GET answers is its path's last collection (`/workspaces/{id}/invitations`: invitations).
    const listedIn = operation
      ? (operation.path
          .split("/")
          .filter((segment) => !segment.startsWith("{"))
          .at(-1) ?? "")
      : "session";
    collectIds(body, listedIn, ids);
    return body;
  };

  const readable = operations.filter(
    // A download (an export) holds what the other routes read, with the moment it was made.
    (operation) => operation.method === "GET" && operation.path.startsWith("/api/v1/") && operation.answersJson && !operation.download,
  );
  for (const operation of readable.filter((candidate) => !candidate.parameters.some((parameter) => parameter.required))) {
    const pages = operation.parameters.some((parameter) => parameter.name === "cursor");
    let url: string | undefined = operation.path;
    while (url) {
      const body = (await read(operation, url)) as { next_cursor?: unknown };
      url = pages && typeof body?.next_cursor === "string" ? `${operation.path}?cursor=${encodeURIComponent(body.next_cursor)}` : undefined;
    }
  }
  const listed = [...ids];
  for (const operation of readable) {
    const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path");
    if (pathParameters.length !== 1 || operation.parameters.some((parameter) => parameter.in === "query" && parameter.required)) continue;
    // The records whose id the path takes: those of the segment before it (`/workspaces/{id}/invitations`: workspaces).
    const segments = operation.path.split("/");
    const collection = segments[segments.indexOf(`{${pathParameters[0]!.name}}`) - 1] ?? collectionOf(operation.path);
    const own = new Set(listed.filter((found) => found.key === "id" && found.parent === collection).map((found) => found.id));
    for (const id of own) await read(operation, urlOf(operation, { path: { [pathParameters[0]!.name]: id }, query: [] }));
  }
  await read(undefined, "/api/auth/get-session");
  return { answers, ids };
}

/** Every uuid in `value`, with the property it is under and what that property belongs to. */
function collectIds(value: unknown, parent: string, into: FoundId[]): void {
  if (Array.isArray(value)) {
    for (const element of value) collectIds(element, parent, into);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  for (const [name, inner] of Object.entries(value)) {
    if (typeof inner === "string" && UUID.test(inner)) {
      into.push({ id: inner, key: snakeCase(name), parent });
    } else {
      // A list's rows belong to the list's collection; anything else belongs to its property.
      collectIds(inner, name === "items" ? parent : snakeCase(name), into);
    }
  }
}

/** Distinct ids of a user's books (what another user must never reach). */
export const idsOf = (books: Books) => [...new Set(books.ids.map((found) => found.id))];

/**
 * How well a found id fits a slot: same property name ("inventory_item_id"), same owner
 * ("lines" for lines[].id, the route's collection for a path id), or an `x_id` slot
 * and the `id` of an x.
 */
function fit(slot: Field, operation: Operation, found: FoundId): number {
  const key = snakeCase(slot.pointer.at(-1) ?? "");
  const owners = slot.pointer.filter((step) => step !== "[]");
  // A path id belongs to the collection named just before it (`/workspaces/{id}/members/{user_id}`).
  const segments = operation.path.split("/");
  const before = slot.in === "path" ? segments[segments.indexOf(`{${key}}`) - 1] : undefined;
  const parent = owners.length > 1 ? snakeCase(owners.at(-2)!) : (before ?? collectionOf(operation.path));
  const stem = key.replace(/_id$/, "");
  // A collection's path may be hyphenated (`/tax-rates`) where its ids' property is not (`tax_rate_id`).
  const foundParent = found.parent.replaceAll("-", "_");
  let score = 0;
  if (found.key === key) score += 2;
  if (found.parent === parent) score += 1;
  if (key !== stem && found.key === "id" && (foundParent === stem || foundParent === `${stem}s`)) score += 2;
  return score;
}

/**
 * For each id slot of the operation, the actor's own id that fits it best: among the records
 * `deleted` (seedBooks) for a restore, which needs a deleted record, among the books otherwise.
 */
export function ownIdsFor(operation: Operation, books: Books, deleted: readonly FoundId[] = []): Map<string, string> {
  const chosen = new Map<string, string>();
  const candidates = isRestore(operation) && deleted.length > 0 ? deleted : books.ids;
  for (const slot of idSlotsOf(operation)) {
    const best = [...candidates].sort((a, b) => fit(slot, operation, b) - fit(slot, operation, a))[0];
    if (best) chosen.set(slot.label, best.id);
  }
  return chosen;
}

/**
 * The smallest valid request for the operation with the user's own ids in its slots, except
 * `override` ({slot label: id}).
 */
export function requestWithIds(operation: Operation, own: Map<string, string>, override: Record<string, string> = {}): RequestParts {
  return minimalRequest(operation, (slot) => override[slot.label] ?? own.get(slot.label) ?? randomUUID());
}

/** The smallest file an upload takes: a CSV whose one row names a client or an item; for a logo, a one-pixel PNG. */
const SMALLEST_FILE = new TextEncoder().encode("name,item_name\nSeed,Seed\n") as Uint8Array<ArrayBuffer>;
const SMALLEST_IMAGE = new Uint8Array(png(1, 1));
const smallestFileFor = (operation: Operation) => (operation.path.endsWith("/logo") ? SMALLEST_IMAGE : SMALLEST_FILE);

/** Sends request parts as JSON, or the smallest file to a route that takes one. */
export function sendParts(
  t: TestApp,
  actor: Actor,
  operation: Operation,
  parts: RequestParts,
  headers: Record<string, string | null> = {},
): Promise<Answer> {
  if (operation.takesFile) {
    return send(t, actor, urlOf(operation, parts), {
      method: operation.method,
      body: smallestFileFor(operation),
      headers: { "content-type": "application/octet-stream", ...headers },
    });
  }
  return send(t, actor, urlOf(operation, parts), {
    method: operation.method,
    ...(parts.body === undefined ? {} : { body: JSON.stringify(parts.body) }),
    headers,
  });
}
