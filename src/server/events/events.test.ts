/*
 * GET /api/v1/events on one instance, on either engine: what a user's open tab receives, and
 * when its stream ends. Two instances on one PostgreSQL server: events.instances.test.ts.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@shared/clients/client.schema";
import type { ChangeEvent } from "@shared/events/events";
import { clients, session, workspaceMembers } from "../db/schema";
import { ordersApi } from "../test/orders-api";
import { EventStreamReader } from "../test/event-stream-reader";
import { SESSIONS_ENDED_CHANNEL, SESSIONS_MOVED_CHANNEL } from "./change-feed";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Opens the user's event stream as the web app does, and checks it is one (its timeline changes skipped unless asked for). */
async function openStream(
  app: TestApp,
  user: TestUser,
  headers: Record<string, string> = {},
  options: { timeline?: boolean } = {},
): Promise<EventStreamReader> {
  const response = await app.request("/api/v1/events", { headers: { cookie: user.cookie, ...headers } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
  return new EventStreamReader(response.body!, options);
}

async function createClient(app: TestApp, user: TestUser, name: string): Promise<Client> {
  const response = await app.api(user, "POST", "/clients", { name });
  expect(response.status).toBe(201);
  return (await response.json()) as Client;
}

describe("opening the stream", () => {
  it("answers 401 without a session, and 403 to an API key, as JSON errors", async () => {
    const anonymous = await t.request("/api/v1/events");
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as ErrorBody).error.code).toBe("UNAUTHENTICATED");

    const user = await t.signUp();
    const created = await t.api(user, "POST", "/api-keys", { name: "Zapier" });
    const { key } = (await created.json()) as { key: string };
    const withKey = await t.apiWith({ "x-api-key": key }, "GET", "/events");
    expect(withKey.status).toBe(403);
    expect(((await withKey.json()) as ErrorBody).error.code).toBe("FORBIDDEN");
    expect(t.events.size).toBe(0);
  });

  it("starts with the reconnection delay, and takes a Last-Event-ID without complaint", async () => {
    const user = await t.signUp();
    const stream = await openStream(t, user, { "last-event-id": "42" });
    const first = await stream.next();
    expect(first).toMatchObject({ retry: 3000, comments: ["connected"] });
    await createClient(t, user, "After a reconnection");
    expect(await stream.nextChange()).toMatchObject({ entity: "client", action: "created" });
    await stream.cancel();
  });

  it("is forgotten by the server when its client goes away", async () => {
    const user = await t.signUp();
    const before = t.events.size;
    const stream = await openStream(t, user);
    await stream.next();
    expect(t.events.size).toBe(before + 1);
    await stream.cancel();
    await expect.poll(() => t.events.size).toBe(before);
  });
});

describe("what the stream carries", () => {
  it("every committed change to the user's clients, inventory and orders, with its entity, action and id", async () => {
    const user = await t.signUp();
    const api = ordersApi(t, user);
    const stream = await openStream(t, user, {}, { timeline: true });

    // A client's change is followed by its timeline's, which shows it.
    const client = await createClient(t, user, "Ada Lovelace");
    expect(await stream.changesUntilQuiet()).toEqual([
      { entity: "client", action: "created", id: client.id },
      { entity: "timeline", action: "updated", id: client.id },
    ]);
    expect((await t.api(user, "PATCH", `/clients/${client.id}`, { status: "interested" })).status).toBe(200);
    expect(await stream.changesUntilQuiet()).toEqual([
      { entity: "client", action: "updated", id: client.id },
      { entity: "timeline", action: "updated", id: client.id },
    ]);

    const item = await api.createItem("Widget", 10);
    expect(await stream.nextChange()).toEqual({ entity: "inventory", action: "created", id: item.id });

    const order = await api.createOrder({ client_id: client.id, lines: [{ inventory_item_id: item.id, quantity: 3 }] });
    // The order row is written, then its total once its lines are; the client's timeline shows the order.
    expect(await stream.changesUntilQuiet()).toEqual([
      { entity: "order", action: "created", id: order.id },
      { entity: "order", action: "updated", id: order.id },
      { entity: "timeline", action: "updated", id: client.id },
    ]);

    // Confirming takes the stock: the item changes too.
    await api.updateOrder(order.id, { status: "confirmed" });
    expect(sortedByEntity(await stream.changesUntilQuiet())).toEqual([
      { entity: "inventory", action: "updated", id: item.id },
      { entity: "order", action: "updated", id: order.id },
      { entity: "timeline", action: "updated", id: client.id },
    ]);

    // Deleting the client keeps its order, which loses its client.
    expect((await t.api(user, "DELETE", `/clients/${client.id}`)).status).toBe(204);
    expect(sortedByEntity(await stream.changesUntilQuiet())).toEqual([
      { entity: "client", action: "deleted", id: client.id },
      { entity: "order", action: "updated", id: order.id },
      { entity: "timeline", action: "updated", id: client.id },
    ]);

    expect((await t.api(user, "DELETE", `/orders/${order.id}`)).status).toBe(204);
    expect(sortedByEntity(await stream.changesUntilQuiet())).toEqual([
      { entity: "inventory", action: "updated", id: item.id },
      { entity: "order", action: "deleted", id: order.id },
    ]);
    expect((await t.api(user, "DELETE", `/inventory/${item.id}`)).status).toBe(204);
    expect(await stream.nextChange()).toEqual({ entity: "inventory", action: "deleted", id: item.id });
    await stream.cancel();
  });

  it("reaches every open stream of the workspace, and none of another workspace", async () => {
    const [owner, neighbour] = [await t.signUp(), await t.signUp()];
    const [firstTab, secondTab] = [await openStream(t, owner), await openStream(t, owner)];
    const neighbourTab = await openStream(t, neighbour);

    const ownersClient = await createClient(t, owner, "Owner's client");
    const neighboursClient = await createClient(t, neighbour, "Neighbour's client");

    for (const tab of [firstTab, secondTab])
      expect(await tab.nextChange()).toEqual({ entity: "client", action: "created", id: ownersClient.id });
    // The neighbour's first change is their own: the owner's never reached them.
    expect(await neighbourTab.nextChange()).toEqual({ entity: "client", action: "created", id: neighboursClient.id });
    expect(await firstTab.changesUntilQuiet()).toEqual([]);
    await Promise.all([firstTab, secondTab, neighbourTab].map((tab) => tab.cancel()));
  });

  it("nothing for a change that was rolled back", async () => {
    const user = await t.signUp();
    const stream = await openStream(t, user);

    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(clients).values({ workspaceId: user.workspaceId, ownerId: user.id, name: "Never committed" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    // A refused request rolls back too: too little stock for the confirmation.
    const api = ordersApi(t, user);
    const item = await api.createItem("Scarce", 1);
    expect(await stream.nextChange()).toEqual({ entity: "inventory", action: "created", id: item.id });
    const order = await api.createOrder({ lines: [{ inventory_item_id: item.id, quantity: 5 }] });
    await stream.changesUntilQuiet();
    expect((await api.call("PATCH", `/orders/${order.id}`, { status: "confirmed" })).status).toBe(409);

    const committed = await createClient(t, user, "Committed");
    expect(await stream.nextChange()).toEqual({ entity: "client", action: "created", id: committed.id });
    expect(await stream.changesUntilQuiet()).toEqual([]);
    await stream.cancel();
  });

  it("one event without an id for a change of more than 100 records at once", async () => {
    const user = await t.signUp();
    const stream = await openStream(t, user);
    await t.db
      .insert(clients)
      .values(Array.from({ length: 101 }, (_, index) => ({ workspaceId: user.workspaceId, ownerId: user.id, name: `Imported ${index}` })));
    expect(await stream.changesUntilQuiet()).toEqual([{ entity: "client", action: "created", id: null }]);

    const hundred = Array.from({ length: 100 }, (_, index) => ({
      workspaceId: user.workspaceId,
      ownerId: user.id,
      name: `Batch ${index}`,
    }));
    await t.db.insert(clients).values(hundred);
    const changes = await stream.changesUntilQuiet();
    expect(changes).toHaveLength(100);
    expect(changes.every((change) => change.id !== null)).toBe(true);
    await stream.cancel();
  });
});

describe("when the stream ends", () => {
  it("on sign-out", async () => {
    const user = await t.signUp();
    const stream = await openStream(t, user);
    await stream.next();
    const signOut = await t.request("/api/auth/sign-out", { method: "POST", headers: { cookie: user.cookie } });
    expect(signOut.status).toBe(200);
    await stream.closed();
    // Reconnecting with the old cookie is refused.
    expect((await t.request("/api/v1/events", { headers: { cookie: user.cookie } })).status).toBe(401);
  });

  it("when the session is signed out from another device, and only that session's streams", async () => {
    const phone = await t.signUp();
    const laptopSignIn = await t.postJson("/api/auth/sign-in/email", { email: phone.email, password: "Sturdy-Passw0rd" });
    const laptop: TestUser = {
      ...phone,
      cookie: laptopSignIn.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; "),
    };
    const [phoneStream, laptopStream] = [await openStream(t, phone), await openStream(t, laptop)];

    const revoked = await t.api(laptop, "POST", "/sessions/revoke-others");
    expect(revoked.status).toBe(200);
    await phoneStream.closed();
    const client = await createClient(t, laptop, "Still live here");
    expect(await laptopStream.nextChange()).toEqual({ entity: "client", action: "created", id: client.id });
    await laptopStream.cancel();
  });

  it("when the session moves to another workspace; the stream reopened there carries that workspace's changes", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await t.db.insert(workspaceMembers).values({ workspaceId: ana.workspaceId, userId: bob.id, role: "member" });
    const personal = await openStream(t, bob);
    await personal.next();
    expect((await t.api(bob, "POST", `/workspaces/${ana.workspaceId}/activate`)).status).toBe(200);
    await personal.closed();

    const shared = await openStream(t, bob);
    const anasClient = await createClient(t, ana, "Seen by the team");
    expect(await shared.nextChange()).toEqual({ entity: "client", action: "created", id: anasClient.id });
    await shared.cancel();
  });

  it("not when the move's notice reaches the instance after the browser reopened the stream in the new workspace", async () => {
    const [ana, bob] = [await t.signUp(), await t.signUp()];
    await t.db.insert(workspaceMembers).values({ workspaceId: ana.workspaceId, userId: bob.id, role: "member" });
    const notices: { channel: string; payload: string }[] = [];
    const unlisten = await Promise.all(
      [SESSIONS_ENDED_CHANNEL, SESSIONS_MOVED_CHANNEL].map((channel) =>
        t.database.listen(channel, (payload) => notices.push({ channel, payload })),
      ),
    );
    try {
      expect((await t.api(bob, "POST", `/workspaces/${ana.workspaceId}/activate`)).status).toBe(200);
      await expect.poll(() => notices.length).toBe(1);
      const shared = await openStream(t, bob);
      await shared.next();

      // The same notice again, as an instance behind on its notifications receives it: the new stream stays.
      const late = notices[0]!;
      await t.db.execute(sql`select pg_notify(${late.channel}, ${late.payload})`);
      const anasClient = await createClient(t, ana, "Still seen");
      expect(await shared.nextChange()).toEqual({ entity: "client", action: "created", id: anasClient.id });
      expect(shared.ended).toBe(false);

      // Moving back closes it, as the first move closed the stream of the workspace left.
      expect((await t.api(bob, "POST", `/workspaces/${bob.workspaceId}/activate`)).status).toBe(200);
      await shared.closed();
    } finally {
      await Promise.all(unlisten.map((stop) => stop()));
    }
  });
});

describe("limits", () => {
  let tight: TestApp;
  beforeAll(async () => {
    tight = await createTestApp({}, { events: { heartbeatMs: 100, sessionCheckMs: 200, maxQueuedBytes: 2_048, maxStreamsPerUser: 2 } });
  });
  afterAll(() => tight.close());

  it("a stream closes when its session expires, and one whose session is in use stays", async () => {
    const [lapsing, active] = [await tight.signUp(), await tight.signUp()];
    const [lapsingStream, activeStream] = [await openStream(tight, lapsing), await openStream(tight, active)];
    await tight.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.userId, lapsing.id));

    await lapsingStream.closed(2_000);
    const client = await createClient(tight, active, "Still signed in");
    expect(await activeStream.nextChange()).toEqual({ entity: "client", action: "created", id: client.id });
    await activeStream.cancel();
  });

  it("a heartbeat keeps an idle stream alive", async () => {
    const user = await tight.signUp();
    const stream = await openStream(tight, user);
    await stream.next();
    expect(await stream.next(1_000)).toEqual({ comments: ["heartbeat"] });
    await stream.cancel();
  });

  it("a client that stops reading is dropped once it is 2 KB behind, instead of being buffered for", async () => {
    const user = await tight.signUp();
    const response = await tight.request("/api/v1/events", { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    expect(tight.events.size).toBe(1);
    // Nobody reads: about 120 bytes an event.
    for (let index = 0; index < 30; index++) await createClient(tight, user, `Unread ${index}`);
    await expect.poll(() => tight.events.size).toBe(0);

    // What it held is still delivered, then the stream ends; its client reconnects and refetches.
    const stream = new EventStreamReader(response.body!);
    const held: ChangeEvent[] = await stream.changesUntilQuiet();
    expect(held.length).toBeGreaterThan(5);
    expect(held.length).toBeLessThan(30);
    expect(stream.ended).toBe(true);
  });

  it("a user's oldest stream makes way past the limit", async () => {
    const user = await tight.signUp();
    const oldest = await openStream(tight, user);
    const [second, third] = [await openStream(tight, user), await openStream(tight, user)];
    await oldest.closed();
    const client = await createClient(tight, user, "Two tabs");
    for (const tab of [second, third]) expect(await tab.nextChange()).toEqual({ entity: "client", action: "created", id: client.id });
    await Promise.all([second.cancel(), third.cancel()]);
  });
});

/** Changes of one transaction, in a fixed order: the database publishes each table's in the order of its statements. */
function sortedByEntity(changes: ChangeEvent[]): ChangeEvent[] {
  return [...changes].sort((a, b) => a.entity.localeCompare(b.entity));
}
