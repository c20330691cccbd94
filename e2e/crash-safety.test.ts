/**
 * Crash safety of the default install: the built server on PGlite in a DATA_DIR of its own is
 * killed with SIGKILL in the middle of a stream of writes from several concurrent writers
 * (clients created, orders created and moved through their statuses, taking and returning
 * stock), then started again on the same DATA_DIR. Every write whose 2xx answer was received
 * must be there, a write in flight at the kill may or may not be, and the stock invariant
 * (docs/decisions.md 65) must hold for every item. Three times, each after the first on a
 * directory that has already been through a crash. Not a browser test: it needs only the
 * build, and never skips.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ApiClient, ConnectionLost } from "./support/api-client";
import { startServerProcess, type ServerProcess } from "./support/server-process";

const WRITERS = 4;
const ITEMS = 3;
const INITIAL_STOCK = 60;
/** Acknowledged writes in a cycle before the kill: a second or two of writing. */
const WRITES_BEFORE_KILL = 100;
const CRASHES = 3;
const PASSWORD = "Sturdy-Passw0rd";

const HOLDING_STOCK = new Set(["confirmed", "delivered", "paid"]);
/** Where a confirmed order goes next: delivered, paid, back to created, or cancelled. */
const NEXT_STATUSES = ["delivered", "paid", "created", "cancelled"] as const;

interface OrderRecord {
  /** The last status whose change was acknowledged. */
  acknowledged: string;
  /** A status change sent and not answered yet: it may have been committed before the kill. */
  inFlight?: string;
}

/** What the writers were told succeeded. */
interface Ledger {
  clients: Map<string, string>;
  orders: Map<string, OrderRecord>;
  writes: number;
  inFlight: number;
}

/** A small deterministic generator, so that each writer's choices are the same from run to run. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % below;
  };
}

/** One writer: clients, then orders of two lines taken through confirmed and on, until `stopped()`. */
async function writer(index: number, api: ApiClient, items: string[], ledger: Ledger, stopped: () => boolean) {
  const pick = random(index + 1);
  const write = async (method: string, path: string, body: unknown) => {
    ledger.inFlight += 1;
    try {
      return await api.call(method, path, body);
    } finally {
      ledger.inFlight -= 1;
    }
  };
  const acknowledged = () => (ledger.writes += 1);

  for (let n = 0; !stopped(); n++) {
    const name = `writer ${index} client ${n}`;
    const client = await write("POST", "/api/v1/clients", { name });
    if (client.status !== 201) throw new Error(`creating a client answered ${client.status}`);
    const clientId = (client.body as { id: string }).id;
    ledger.clients.set(clientId, name);
    acknowledged();

    const lines = [0, 1].map(() => ({ inventory_item_id: items[pick(items.length)]!, quantity: 1 + pick(3) }));
    const order = await write("POST", "/api/v1/orders", { client_id: clientId, lines });
    if (order.status !== 201) throw new Error(`creating an order answered ${order.status}`);
    const record: OrderRecord = { acknowledged: "created" };
    ledger.orders.set((order.body as { id: string }).id, record);
    acknowledged();

    for (const status of ["confirmed", NEXT_STATUSES[pick(NEXT_STATUSES.length)]!]) {
      record.inFlight = status;
      const changed = await write("PATCH", `/api/v1/orders/${(order.body as { id: string }).id}`, { status });
      record.inFlight = undefined;
      // 409: too little stock left, refused whole; the order keeps its status.
      if (changed.status === 409) break;
      if (changed.status !== 200) throw new Error(`changing an order's status answered ${changed.status}`);
      record.acknowledged = status;
      acknowledged();
    }
  }
}

/** Resolves once `ledger.writes` reaches `count`, or rejects as soon as a writer fails. */
async function whenWritten(ledger: Ledger, count: number, writers: Promise<void>[]) {
  let failure: unknown;
  for (const running of writers) running.catch((error: unknown) => (failure ??= error));
  while (ledger.writes < count) {
    if (failure !== undefined) throw failure;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Reads everything back from the restarted server: every acknowledged write is there, an
 * interrupted status change is either done or not, and the stock invariant holds. Then the
 * ledger takes the statuses found as the new truth.
 */
async function expectAcknowledgedWritesAndStock(api: ApiClient, ledger: Ledger, items: string[]) {
  const clients = new Map((await api.listAll<{ id: string; name: string }>("/clients")).map((client) => [client.id, client.name]));
  for (const [id, name] of ledger.clients) expect(clients.get(id), `acknowledged client ${name} (${id})`).toBe(name);

  const orders = new Map((await api.listAll<{ id: string; status: string }>("/orders")).map((order) => [order.id, order.status]));
  for (const [id, record] of ledger.orders) {
    const allowed = [record.acknowledged, ...(record.inFlight ? [record.inFlight] : [])];
    expect(allowed, `acknowledged order ${id}`).toContain(orders.get(id));
  }

  const held = new Map(items.map((item) => [item, 0]));
  for (const [id, status] of orders) {
    if (!HOLDING_STOCK.has(status)) continue;
    const order = await api.expect<{ lines: { inventory_item_id: string | null; quantity: number }[] }>(200, "GET", `/api/v1/orders/${id}`);
    for (const line of order.lines)
      if (line.inventory_item_id) held.set(line.inventory_item_id, (held.get(line.inventory_item_id) ?? 0) + line.quantity);
  }
  const stock = new Map((await api.listAll<{ id: string; quantity: number }>("/inventory")).map((item) => [item.id, item.quantity]));
  for (const item of items) {
    expect({ item, total: (stock.get(item) ?? 0) + (held.get(item) ?? 0) }, "in stock + held by orders").toEqual({
      item,
      total: INITIAL_STOCK,
    });
  }

  for (const [id, record] of ledger.orders) {
    record.acknowledged = orders.get(id)!;
    record.inFlight = undefined;
  }
  return { clients: clients.size, orders: orders.size, holding: [...orders.values()].filter((status) => HOLDING_STOCK.has(status)).length };
}

describe("crash safety on PGlite (the built server, killed with SIGKILL)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "clientele-crash-"));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write and the stock invariant through ${CRASHES} kills during ${WRITERS} concurrent writers`, async () => {
    server = await startServerProcess(dataDir);
    const api = new ApiClient(server);
    const email = `crash-${Date.now()}@example.com`;
    await api.expect(200, "POST", "/api/auth/sign-up/email", { email, password: PASSWORD, name: "crash" });
    const items: string[] = [];
    for (let n = 0; n < ITEMS; n++) {
      const item = await api.expect<{ id: string }>(201, "POST", "/api/v1/inventory", {
        item_name: `item ${n}`,
        quantity: INITIAL_STOCK,
        unit_price: 1,
      });
      items.push(item.id);
    }
    const ledger: Ledger = { clients: new Map(), orders: new Map(), writes: 0, inFlight: 0 };

    for (let crash = 1; crash <= CRASHES; crash++) {
      let stopped = false;
      const writers = Array.from({ length: WRITERS }, (_, index) => writer(index + crash * WRITERS, api, items, ledger, () => stopped));
      await whenWritten(ledger, ledger.writes + WRITES_BEFORE_KILL, writers);
      const inFlightAtKill = ledger.inFlight;
      const exit = await server.kill("SIGKILL");
      stopped = true;
      expect(exit.signal, "killed, not exited").toBe("SIGKILL");
      expect(inFlightAtKill, "writes were in flight when the server was killed").toBeGreaterThan(0);
      for (const outcome of await Promise.allSettled(writers)) {
        // The kill cuts writers off mid-request; any other failure is a finding.
        if (outcome.status === "rejected" && !(outcome.reason instanceof ConnectionLost)) throw outcome.reason;
      }

      server = await startServerProcess(dataDir);
      api.server = server;
      const found = await expectAcknowledgedWritesAndStock(api, ledger, items);
      console.info(
        `[crash-safety] kill ${crash}: ${inFlightAtKill} writes in flight; after restart ${found.clients} clients, ` +
          `${found.orders} orders (${found.holding} holding stock), ${ledger.clients.size + ledger.orders.size} acknowledged creations all present`,
      );
    }

    // The directory still takes writes, and the server stops cleanly.
    await api.expect(201, "POST", "/api/v1/clients", { name: "after the crashes" });
    expect(await server.kill("SIGTERM"), "clean stop").toEqual({ code: 0, signal: null });
    server = undefined;
  }, 120_000);
});
