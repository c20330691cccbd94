/**
 * The bare server of the HTTP load benchmark (bench/http-load.ts): node:http and SQL, nothing
 * else. For each scenario it does the app's database work, statement for statement in the same
 * transactions, and answers the same JSON: it reads the session cookie, checks its signature
 * (HMAC-SHA256, as better-auth signs it), finds the session by its token, then runs the list's
 * page and capped count, or the order's locks, tax rates, money settings, number, lines, stock
 * moves, amounts and activity row. The benchmark checks both servers' answers before the load.
 *
 * Run by the benchmark as `node --import tsx bench/bare-server.ts`, with BARE_PORT, BARE_SECRET,
 * and BARE_DATABASE_URL (PostgreSQL) or BARE_DATA_DIR (PGlite) in its environment;
 * HTTP_LOAD_BARE_STATEMENTS=<file> writes, as it stops, how long each statement of its order
 * transactions took.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import postgres from "postgres";
import { fileURLToPath } from "node:url";
import { currencyDigits } from "../src/shared/money/currency";

/** The cookie that carries the session, as better-auth names it. */
export const SESSION_COOKIE = "better-auth.session_token";

interface BareDb {
  /** `label`: what the statement does, under which its time is counted (HTTP_LOAD_BARE_STATEMENTS). */
  query<Row>(text: string, params?: unknown[], label?: string): Promise<Row[]>;
  /** `label`: the request, under which BEGIN and COMMIT are counted (HTTP_LOAD_BARE_STATEMENTS). */
  transaction<T>(run: (tx: BareDb) => Promise<T>, label?: string): Promise<T>;
  close(): Promise<void>;
}

/** Where the time of the labelled statements went: milliseconds and count per label, in the order first seen. */
type StatementTimes = Map<string, { ms: number; count: number }>;

/**
 * The database, with the wall time of each labelled statement counted: the round trip as the
 * server sees it, waits for locks included. A transaction's BEGIN is counted from the moment
 * it asks for a connection (the pool may have none free), its COMMIT until PostgreSQL answers.
 */
function timedBareDb(inner: BareDb, times: StatementTimes): BareDb {
  const count = (label: string, ms: number) => {
    const entry = times.get(label) ?? { ms: 0, count: 0 };
    times.set(label, { ms: entry.ms + ms, count: entry.count + 1 });
  };
  return {
    query: async <Row>(text: string, params?: unknown[], label?: string) => {
      const started = performance.now();
      const rows = await inner.query<Row>(text, params);
      if (label) count(label, performance.now() - started);
      return rows;
    },
    transaction: async <T>(run: (tx: BareDb) => Promise<T>, label?: string) => {
      const asked = performance.now();
      let ran = asked;
      const result = await inner.transaction(async (tx) => {
        if (label) count(`${label}: connection and BEGIN`, performance.now() - asked);
        const value = await run(timedBareDb(tx, times));
        ran = performance.now();
        return value;
      });
      if (label) count(`${label}: COMMIT`, performance.now() - ran);
      return result;
    },
    close: () => inner.close(),
  };
}

async function openBareDb(): Promise<BareDb> {
  const url = process.env.BARE_DATABASE_URL;
  if (url) {
    const { postgresPoolOptions } = await import("../src/server/db/database");
    const sql = postgres(url, postgresPoolOptions());
    const over = (client: postgres.Sql | postgres.TransactionSql): BareDb => ({
      query: async <Row>(text: string, params: unknown[] = []) =>
        (await client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as Row[],
      transaction: async <T>(run: (tx: BareDb) => Promise<T>) => (await sql.begin((tx) => run(over(tx)))) as T,
      close: () => sql.end({ timeout: 5 }),
    });
    return over(sql);
  }
  // The app's own PGlite, opened with the app's options.
  const { openDatabase } = await import("../src/server/db/database");
  const connection = openDatabase({ engine: "pglite", dataDir: process.env.BARE_DATA_DIR! });
  const pglite = (connection.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
  type Queryable = Pick<import("@electric-sql/pglite").PGlite, "query">;
  const over = (client: Queryable): BareDb => ({
    query: async <Row>(text: string, params: unknown[] = []) => (await client.query<Row>(text, params)).rows,
    transaction: <T>(run: (tx: BareDb) => Promise<T>) => pglite.transaction((tx) => run(over(tx))),
    close: () => connection.close(),
  });
  return over(pglite);
}

class BareHttpError extends Error {
  constructor(readonly status: number) {
    super(String(status));
  }
}

interface BareUser {
  id: string;
  /** The session's workspace, which the member belongs to: every query is scoped to it. */
  workspaceId: string;
}

async function serveBare() {
  const statementsFile = process.env.HTTP_LOAD_BARE_STATEMENTS;
  const statementTimes: StatementTimes = new Map();
  const db = statementsFile ? timedBareDb(await openBareDb(), statementTimes) : await openBareDb();
  const secret = process.env.BARE_SECRET!;

  /** The signed session cookie (`token.signature`, HMAC-SHA256 as better-auth signs it), then its row. */
  async function sessionUser(request: IncomingMessage): Promise<BareUser> {
    const cookies = request.headers.cookie ?? "";
    const start = cookies.indexOf(`${SESSION_COOKIE}=`);
    if (start === -1) throw new BareHttpError(401);
    const end = cookies.indexOf(";", start);
    const value = decodeURIComponent(cookies.slice(start + SESSION_COOKIE.length + 1, end === -1 ? undefined : end));
    const dot = value.lastIndexOf(".");
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw new BareHttpError(401);
    const [row] = await db.query<{ user_id: string; workspace_id: string | null; expires_at: Date | string }>(
      `select s.user_id, m.workspace_id, s.expires_at from session s join "user" u on u.id = s.user_id
       left join workspace_members m on m.workspace_id = s.active_workspace_id and m.user_id = s.user_id
       where s.token = $1`,
      [token],
    );
    if (!row || !row.workspace_id || new Date(row.expires_at).getTime() < Date.now()) throw new BareHttpError(401);
    return { id: row.user_id, workspaceId: row.workspace_id };
  }

  const iso = (value: Date | string) => new Date(value).toISOString();
  // The first page's count, up to the app's limit (TOTAL_COUNT_LIMIT in src/server/lib/pagination.ts).
  const COUNT_LIMIT = 10_000;
  const countSql = (table: string) =>
    `select count(*)::int as count from (select 1 from ${table} where workspace_id = $1 limit ${COUNT_LIMIT + 1}) as matching`;
  const total = (count: number) => ({ total: Math.min(count, COUNT_LIMIT), total_capped: count > COUNT_LIMIT });
  const cursor = (createdAt: string, id: string) => Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");

  type ClientRow = Record<
    | "id"
    | "name"
    | "email"
    | "phone"
    | "company"
    | "position"
    | "linkedin_url"
    | "status"
    | "owner_id"
    | "address"
    | "tax_id"
    | "preferred_language"
    | "key",
    string
  > &
    Record<"created_at" | "updated_at", Date>;
  async function listClients(user: BareUser) {
    const [rows, [count]] = await Promise.all([
      db.query<ClientRow>(
        `select id, name, email, phone, company, position, linkedin_url, status, owner_id, address, tax_id, preferred_language,
                created_at, updated_at, created_at::text as key
         from clients where workspace_id = $1 order by created_at desc, id desc limit 51`,
        [user.workspaceId],
      ),
      db.query<{ count: number }>(countSql("clients"), [user.workspaceId]),
    ]);
    const page = rows.slice(0, 50);
    return {
      items: page.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        company: row.company,
        position: row.position,
        linkedin_url: row.linkedin_url,
        status: row.status,
        owner_id: row.owner_id,
        address: row.address,
        tax_id: row.tax_id,
        preferred_language: row.preferred_language,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      })),
      next_cursor: rows.length > 50 ? cursor(page.at(-1)!.key, page.at(-1)!.id) : null,
      ...total(count!.count),
    };
  }

  type ItemRow = {
    id: string;
    item_name: string;
    low_stock_threshold: number | null;
    quantity: number;
    unit_price: string;
    tax_rate_id: string | null;
    created_at: Date;
    updated_at: Date;
    key: string;
  };
  async function listInventory(user: BareUser) {
    const [rows, [count]] = await Promise.all([
      db.query<ItemRow>(
        `select id, item_name, low_stock_threshold, quantity, unit_price, tax_rate_id, created_at, updated_at, created_at::text as key
         from inventory_items where workspace_id = $1 order by created_at desc, id desc limit 51`,
        [user.workspaceId],
      ),
      db.query<{ count: number }>(countSql("inventory_items"), [user.workspaceId]),
    ]);
    const page = rows.slice(0, 50);
    return {
      items: page.map((row) => ({
        id: row.id,
        item_name: row.item_name,
        low_stock_threshold: row.low_stock_threshold,
        quantity: row.quantity,
        unit_price: Number(row.unit_price),
        tax_rate_id: row.tax_rate_id,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      })),
      next_cursor: rows.length > 50 ? cursor(page.at(-1)!.key, page.at(-1)!.id) : null,
      ...total(count!.count),
    };
  }

  type OrderRow = {
    id: string;
    number: number;
    client_id: string | null;
    status: string;
    prices_include_tax: boolean;
    subtotal_net: string;
    tax_total: string;
    taxes: { name: string; rate: number; base: number; amount: number }[];
    total_price: string;
    created_at: Date;
    updated_at: Date;
  };
  const ORDER_COLUMNS =
    "id, number, client_id, status, prices_include_tax, subtotal_net, tax_total, taxes, total_price, created_at, updated_at";
  const columnsOf = (table: string) => ORDER_COLUMNS.replace(/(\w+)/g, `${table}.$1`);
  const [UPDATED_ORDER_COLUMNS, LOCKED_ORDER_COLUMNS] = [columnsOf("orders"), columnsOf("o")];
  type LineRow = {
    id: string;
    inventory_item_id: string | null;
    item_name: string;
    quantity: number;
    unit_price: string;
    subtotal: string;
    tax_rate_id: string | null;
    tax_name: string | null;
    tax_rate: string | null;
  };
  type LockedItem = { id: string; item_name: string; unit_price: string; quantity: number; tax_rate_id: string | null };
  type TaxRateRow = { id: string; name: string; rate: string; archived: boolean };
  const HOLDING = new Set(["confirmed", "delivered", "paid"]);

  const readLines = (tx: BareDb, workspaceId: string, orderId: string, label: string) =>
    tx.query<LineRow>(
      `select id, inventory_item_id, item_name, quantity, unit_price, subtotal, tax_rate_id, tax_name, tax_rate from order_items
       where workspace_id = $1 and order_id = $2 order by line_number, created_at, id`,
      [workspaceId, orderId],
      label,
    );
  /**
   * The status and the amounts, from the lines now saved, as the app's saveStatusAndTotals
   * computes them: per tax (name and percent), the tax of each sum rounded to the currency's
   * minor unit, on the net or out of the gross when prices include tax.
   */
  const saveStatusAndTotals = async (
    tx: BareDb,
    workspaceId: string,
    orderId: string,
    status: string,
    money: { pricesIncludeTax: boolean; digits: number },
  ) =>
    (
      await tx.query<OrderRow>(
        `update orders set status = $3, subtotal_net = totals.net, tax_total = totals.tax,
           total_price = totals.net + totals.tax, taxes = totals.taxes, updated_at = now()
         from (
           select coalesce(sum(per_rate.gross - case when $4::boolean then per_rate.tax else 0 end), 0) as net,
                  coalesce(sum(per_rate.tax), 0) as tax,
                  coalesce(jsonb_agg(jsonb_build_object('name', per_rate.name, 'rate', per_rate.rate,
                      'base', per_rate.gross - case when $4::boolean then per_rate.tax else 0 end, 'amount', per_rate.tax)
                    order by per_rate.rate desc, per_rate.name) filter (where per_rate.name is not null), '[]'::jsonb) as taxes
           from (
             select tax_name as name, tax_rate as rate, sum(subtotal) as gross,
                    case when tax_rate is null then 0
                      when $4::boolean then round(sum(subtotal) * tax_rate / (100 + tax_rate), $5::int)
                      else round(sum(subtotal) * tax_rate / 100, $5::int) end as tax
             from order_items where workspace_id = $1 and order_id = $2
             group by tax_name, tax_rate
           ) as per_rate
         ) as totals
         where orders.workspace_id = $1 and orders.id = $2
         returning ${UPDATED_ORDER_COLUMNS}`,
        [workspaceId, orderId, status, money.pricesIncludeTax, money.digits],
        "create: totals and taxes (update of the order)",
      )
    )[0]!;
  const orderDetail = (order: OrderRow, clientName: string | null, lines: LineRow[]) => ({
    id: order.id,
    number: order.number,
    client_id: order.client_id,
    client_name: clientName,
    status: order.status,
    prices_include_tax: order.prices_include_tax,
    subtotal_net: Number(order.subtotal_net),
    tax_total: Number(order.tax_total),
    taxes: order.taxes,
    total_price: Number(order.total_price),
    created_at: iso(order.created_at),
    updated_at: iso(order.updated_at),
    lines: lines.map((line) => ({
      id: line.id,
      inventory_item_id: line.inventory_item_id,
      item_name: line.item_name,
      quantity: line.quantity,
      unit_price: Number(line.unit_price),
      subtotal: Number(line.subtotal),
      tax_rate_id: line.tax_rate_id,
      tax_name: line.tax_name,
      tax_rate: line.tax_rate === null ? null : Number(line.tax_rate),
    })),
  });
  const activity = (tx: BareDb, user: BareUser, kind: string, entityId: string, details: unknown, label: string) =>
    tx.query(
      `insert into activity (workspace_id, actor_id, kind, entity_id, details) values ($1, $2, $3, $4, $5)`,
      [user.workspaceId, user.id, kind, entityId, JSON.stringify(details)],
      label,
    );

  /** The app's createOrder, statement for statement; the request's lines name no tax rate, so each takes its item's. */
  async function createOrder(
    user: BareUser,
    body: { client_id?: string | null; lines: { inventory_item_id: string; quantity: number }[] },
  ) {
    return db.transaction(async (tx) => {
      const [client] = body.client_id
        ? await tx.query<{ id: string; name: string }>(
            `select id, name from clients where workspace_id = $1 and id = $2 for key share`,
            [user.workspaceId, body.client_id],
            "create: lock the client (key share)",
          )
        : [];
      const items = await tx.query<LockedItem>(
        `select id, item_name, unit_price, quantity, tax_rate_id from inventory_items
         where workspace_id = $1 and id = any($2::uuid[]) order by id for update`,
        [user.workspaceId, body.lines.map((line) => line.inventory_item_id)],
        "create: lock the items (for update)",
      );
      const byId = new Map(items.map((item) => [item.id, item]));
      if (body.lines.some((line) => !byId.has(line.inventory_item_id))) throw new BareHttpError(400);
      const rateIds = [...new Set(items.flatMap((item) => (item.tax_rate_id ? [item.tax_rate_id] : [])))];
      const rates =
        rateIds.length === 0
          ? []
          : await tx.query<TaxRateRow>(
              `select id, name, rate, archived_at is not null as archived from tax_rates
               where workspace_id = $1 and id = any($2::uuid[]) order by id for key share`,
              [user.workspaceId, rateIds],
              "create: read and lock the tax rates (key share)",
            );
      const rateById = new Map(rates.filter((rate) => !rate.archived).map((rate) => [rate.id, rate]));
      const [workspace] = await tx.query<{ currency: string; prices_include_tax: boolean }>(
        `select currency, prices_include_tax from workspaces where id = $1`,
        [user.workspaceId],
        "create: read the workspace's currency and tax setting",
      );
      const money = { pricesIncludeTax: workspace!.prices_include_tax, digits: currencyDigits(workspace!.currency) };
      const [taken] = await tx.query<{ last_number: number }>(
        `insert into number_series (workspace_id, series, last_number) values ($1, 'order', 1)
         on conflict (workspace_id, series) do update set last_number = number_series.last_number + 1 returning last_number`,
        [user.workspaceId],
        "create: take the next number (number_series row)",
      );
      const [order] = await tx.query<{ id: string }>(
        `insert into orders (workspace_id, number, created_by, client_id, status, prices_include_tax)
         values ($1, $2, $3, $4, 'created', $5) returning id`,
        [user.workspaceId, taken!.last_number, user.id, client?.id ?? null, money.pricesIncludeTax],
        "create: insert the order",
      );
      // A new order is created: it holds no stock, so no stock moves.
      const LINE_COLUMNS = 10;
      const values = body.lines.flatMap((line, index) => {
        const item = byId.get(line.inventory_item_id)!;
        const rate = item.tax_rate_id ? rateById.get(item.tax_rate_id) : undefined;
        return [
          ...[user.workspaceId, order!.id, item.id, item.item_name, item.unit_price, line.quantity],
          ...[rate?.id ?? null, rate?.name ?? null, rate?.rate ?? null, index + 1],
        ];
      });
      const placeholders = body.lines.map(
        (_, index) => `(${Array.from({ length: LINE_COLUMNS }, (_, column) => `$${index * LINE_COLUMNS + column + 1}`).join(", ")})`,
      );
      const lines = await tx.query<LineRow & { line_number: number }>(
        `insert into order_items (workspace_id, order_id, inventory_item_id, item_name, unit_price, quantity,
           tax_rate_id, tax_name, tax_rate, line_number)
         values ${placeholders.join(", ")}
         returning id, inventory_item_id, item_name, quantity, unit_price, subtotal, tax_rate_id, tax_name, tax_rate, line_number`,
        values,
        "create: insert the lines with their tax",
      );
      const saved = await saveStatusAndTotals(tx, user.workspaceId, order!.id, "created", money);
      const clientName = client?.name ?? null;
      await activity(
        tx,
        user,
        "order.created",
        order!.id,
        { number: saved.number, client_name: clientName, total: Number(saved.total_price) },
        "create: activity row",
      );
      return orderDetail(
        saved,
        clientName,
        [...lines].sort((a, b) => a.line_number - b.line_number),
      );
    }, "create");
  }

  /** The app's updateOrder for a status alone: the lines, hence the amounts, stay as they are. */
  async function changeOrderStatus(user: BareUser, orderId: string, body: { status: string }) {
    return db.transaction(async (tx) => {
      const [locked] = await tx.query<OrderRow & { client_name: string | null }>(
        `select ${LOCKED_ORDER_COLUMNS}, c.name as client_name
         from orders o left join clients c on c.workspace_id = o.workspace_id and c.id = o.client_id
         where o.workspace_id = $1 and o.id = $2 for update of o`,
        [user.workspaceId, orderId],
        "status: lock the order",
      );
      if (!locked) throw new BareHttpError(404);
      await tx.query(
        `select id, item_name, unit_price, quantity, tax_rate_id from inventory_items
         where workspace_id = $1 and id in (select inventory_item_id from order_items where workspace_id = $1 and order_id = $2)
         order by id for update`,
        [user.workspaceId, orderId],
        "status: lock the items (for update)",
      );
      const lines = await readLines(tx, user.workspaceId, orderId, "status: read the lines");
      const heldBefore = HOLDING.has(locked.status);
      const heldAfter = HOLDING.has(body.status);
      if (heldBefore !== heldAfter) {
        // As the app's moveStock: the lines summed by item, then one statement for all the items.
        const moves = new Map<string, number>();
        for (const line of lines) {
          if (line.inventory_item_id === null) continue;
          moves.set(line.inventory_item_id, (moves.get(line.inventory_item_id) ?? 0) + (heldAfter ? -line.quantity : line.quantity));
        }
        const itemIds = [...moves.keys()].sort();
        if (itemIds.length > 0) {
          await tx.query(
            `update inventory_items set quantity = inventory_items.quantity + moves.change, updated_at = now()
             from unnest($2::uuid[], $3::int[]) as moves(item_id, change)
             where inventory_items.workspace_id = $1 and inventory_items.id = moves.item_id`,
            [user.workspaceId, itemIds, itemIds.map((id) => moves.get(id)!)],
            "status: move stock (one update for all the items)",
          );
        }
      }
      const [saved] = await tx.query<OrderRow>(
        `update orders set status = $3, updated_at = now() where workspace_id = $1 and id = $2 returning ${ORDER_COLUMNS}`,
        [user.workspaceId, orderId, body.status],
        "status: update the status",
      );
      if (body.status !== locked.status) {
        await activity(
          tx,
          user,
          "order.status_changed",
          orderId,
          {
            number: saved!.number,
            client_name: locked.client_name,
            total: Number(saved!.total_price),
            from: locked.status,
            to: body.status,
          },
          "status: activity row",
        );
      }
      return orderDetail(saved!, locked.client_name, lines);
    }, "status");
  }

  const readJson = async (request: IncomingMessage): Promise<never> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as never;
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    response.end(text);
  };

  const server = createServer(async (request, response) => {
    try {
      const path = request.url ?? "/";
      if (path === "/api/health") {
        await db.query("select 1");
        return send(response, 200, { status: "ok", db: "ok" });
      }
      const user = await sessionUser(request);
      if (request.method === "GET" && path.startsWith("/api/v1/clients?")) return send(response, 200, await listClients(user));
      if (request.method === "GET" && path.startsWith("/api/v1/inventory?")) return send(response, 200, await listInventory(user));
      if (request.method === "POST" && path === "/api/v1/orders")
        return send(response, 201, await createOrder(user, await readJson(request)));
      const patched = /^\/api\/v1\/orders\/([0-9a-f-]{36})$/.exec(path);
      if (request.method === "PATCH" && patched)
        return send(response, 200, await changeOrderStatus(user, patched[1]!, await readJson(request)));
      throw new BareHttpError(404);
    } catch (error) {
      if (error instanceof BareHttpError) return send(response, error.status, { error: { code: String(error.status) } });
      if (request.destroyed) return; // autocannon hung up at the end of a run
      console.error(error);
      return send(response, 500, { error: { code: "INTERNAL" } });
    }
  });
  server.keepAliveTimeout = 60_000;
  server.listen(Number(process.env.BARE_PORT), "127.0.0.1");
  process.once("SIGTERM", () => {
    server.close();
    server.closeAllConnections();
    if (statementsFile) writeFileSync(statementsFile, JSON.stringify([...statementTimes].map(([label, time]) => ({ label, ...time }))));
    void db.close().then(() => process.exit(0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serveBare();
