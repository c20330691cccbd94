/*
 * Two app instances on one PostgreSQL server, as behind a load balancer: a change made
 * through one reaches its owner's streams on the other, through LISTEN/NOTIFY.
 */
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@shared/clients/client.schema";
import { workspaceMembers } from "../db/schema";
import { EventStreamReader } from "../test/event-stream-reader";
import { createTestApp, type TestApp, type TestUser } from "../test/test-app";
import { testEngine } from "../test/test-database";

describe.runIf(testEngine() === "postgres")("live updates across two instances on one PostgreSQL server", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, { sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  async function openStream(app: TestApp, user: TestUser): Promise<EventStreamReader> {
    const response = await app.request("/api/v1/events", { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    const stream = new EventStreamReader(response.body!);
    await stream.next(); // connected
    return stream;
  }

  async function createClient(app: TestApp, user: TestUser, name: string): Promise<Client> {
    const response = await app.api(user, "POST", "/clients", { name });
    expect(response.status).toBe(201);
    return (await response.json()) as Client;
  }

  it("a change through one instance reaches the owner's streams on both, and never another user's", async () => {
    const [owner, neighbour] = [await first.signUp(), await first.signUp()];
    const [onFirst, onSecond] = [await openStream(first, owner), await openStream(second, owner)];
    const neighbourOnSecond = await openStream(second, neighbour);

    const client = await createClient(first, owner, "Made on the first");
    for (const stream of [onFirst, onSecond])
      expect(await stream.nextChange()).toEqual({ entity: "client", action: "created", id: client.id });

    const other = await createClient(second, owner, "Made on the second");
    for (const stream of [onFirst, onSecond])
      expect(await stream.nextChange()).toEqual({ entity: "client", action: "created", id: other.id });

    const neighbours = await createClient(first, neighbour, "The neighbour's");
    expect(await neighbourOnSecond.nextChange()).toEqual({ entity: "client", action: "created", id: neighbours.id });
    expect(await onSecond.changesUntilQuiet()).toEqual([]);
    await Promise.all([onFirst, onSecond, neighbourOnSecond].map((stream) => stream.cancel()));
  });

  it("a change rolled back on one instance reaches nobody", async () => {
    const owner = await first.signUp();
    const onSecond = await openStream(second, owner);
    const item = (await (await first.api(owner, "POST", "/inventory", { item_name: "Scarce", quantity: 1, unit_price: 5 })).json()) as {
      id: string;
    };
    const order = (await (await first.api(owner, "POST", "/orders", { lines: [{ inventory_item_id: item.id, quantity: 2 }] })).json()) as {
      id: string;
    };
    await onSecond.changesUntilQuiet();

    // Confirming needs 2 in stock, there is 1: the whole change is refused and rolled back.
    expect((await first.api(owner, "PATCH", `/orders/${order.id}`, { status: "confirmed" })).status).toBe(409);
    expect(await onSecond.changesUntilQuiet(500)).toEqual([]);
    await onSecond.cancel();
  });

  it("signing out on one instance closes the session's stream on the other", async () => {
    const owner = await first.signUp();
    const onSecond = await openStream(second, owner);
    const signOut = await first.request("/api/auth/sign-out", { method: "POST", headers: { cookie: owner.cookie } });
    expect(signOut.status).toBe(200);
    await onSecond.closed();
    expect((await second.request("/api/v1/events", { headers: { cookie: owner.cookie } })).status).toBe(401);
  });

  it("a member's change through one instance reaches the other members' streams on the other", async () => {
    const [owner, member] = [await first.signUp(), await first.signUp()];
    await first.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.id, role: "member" });
    expect((await second.api(member, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
    const [ownersOnFirst, membersOnSecond] = [await openStream(first, owner), await openStream(second, member)];

    const byMember = await createClient(second, member, "The member's lead");
    const byOwner = await createClient(first, owner, "The owner's lead");
    for (const stream of [ownersOnFirst, membersOnSecond]) {
      expect(await stream.nextChange()).toEqual({ entity: "client", action: "created", id: byMember.id });
      expect(await stream.nextChange()).toEqual({ entity: "client", action: "created", id: byOwner.id });
    }
    await Promise.all([ownersOnFirst, membersOnSecond].map((stream) => stream.cancel()));
  });

  it("removing a member on one instance closes their stream of the workspace on the other within a second", async () => {
    const [owner, member] = [await first.signUp(), await first.signUp()];
    await first.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: member.id, role: "member" });
    expect((await second.api(member, "POST", `/workspaces/${owner.workspaceId}/activate`)).status).toBe(200);
    const membersOnSecond = await openStream(second, member);

    expect((await first.api(owner, "DELETE", `/workspaces/${owner.workspaceId}/members/${member.id}`)).status).toBe(204);
    await membersOnSecond.closed(1_000);
    // Reopened, the stream is the member's own workspace's: the shop's changes no longer reach it.
    const reopened = await openStream(second, member);
    await createClient(first, owner, "After the removal");
    expect(await reopened.changesUntilQuiet()).toEqual([]);
    await reopened.cancel();
  });

  it("after losing its listening connection, an instance reopens its streams and hears changes again", async () => {
    const owner = await first.signUp();
    const onSecond = await openStream(second, owner);

    // What a database restart or a network cut does to every instance's LISTEN connection.
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const [{ database }] = (await first.db.execute(sql`select current_database() as database`)) as unknown as [{ database: string }];
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${database} and query ilike 'listen%'`;
    } finally {
      await admin.end();
    }
    // Notifications sent while it was away are lost: its clients are told to reconnect and refetch.
    await onSecond.closed(10_000);

    await expect
      .poll(
        async () => {
          const reopened = await openStream(second, owner);
          const client = await createClient(first, owner, "After the reconnection");
          const change = await reopened.nextChange(1_000).catch(() => undefined);
          await reopened.cancel();
          return change && change !== "closed" && change.id === client.id;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
  });
});
