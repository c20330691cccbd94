import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/database";

interface Rule {
  problem: string;
  offenders: ReturnType<typeof sql>;
}

/**
 * Totals kept by triggers against the same totals summed from the rows they follow: the rows of
 * either side, matched on `key`, whose `figures` differ (a kept row at zero stands for none).
 * Every part is a constant of this file.
 */
function keptTotals(rule: { problem: string; key: string; figures: string[]; kept: string; actual: string }): Rule {
  const differ = rule.figures.map((figure) => `kept.${figure} is distinct from actual.${figure}`).join(" or ");
  return {
    problem: rule.problem,
    offenders: sql.raw(
      `select count(*)::int as count from (${rule.kept}) as kept full join (${rule.actual}) as actual using (${rule.key}) where ${differ}`,
    ),
  };
}

/**
 * What the data must satisfy whatever happened to it, checked after a restore and a move:
 * a copy that fails is not the app's data as it was. Each rule is one query over all workspaces.
 * (Stock itself is a ledger whose history the database does not keep: that quantities never
 * go negative is a constraint, and the tests check the ledger against the writes they made.)
 */
const RULES: Rule[] = [
  {
    // The lines' sum is the net when prices exclude tax, the amount due when they include it (docs/decisions.md 92).
    problem: "orders whose amounts are not those of their lines",
    offenders: sql`select count(*)::int as count from orders o
      where (case when o.prices_include_tax then o.total_price else o.subtotal_net end)
          <> (select coalesce(sum(l.subtotal), 0) from order_items l where l.workspace_id = o.workspace_id and l.order_id = o.id)
        or o.tax_total <> (select coalesce(sum((tax->>'amount')::numeric), 0) from jsonb_array_elements(o.taxes) as tax)`,
  },
  {
    // A number past its series' last one would be given again to a new order (docs/decisions.md 93).
    problem: "orders whose number is past their workspace's order series",
    offenders: sql`select count(*)::int as count from orders o
      left join number_series s on s.workspace_id = o.workspace_id and s.series = 'order'
      where s.last_number is null or o.number > s.last_number`,
  },
  keptTotals({
    problem: "client counts by status (the dashboard's) that differ from the clients",
    key: "workspace_id, owner_id, status",
    figures: ["count"],
    kept: "select workspace_id, owner_id, status, count::bigint from client_status_counts where count <> 0",
    actual: "select workspace_id, owner_id, status, count(*) as count from clients group by workspace_id, owner_id, status",
  }),
  keptTotals({
    problem: "clients' sales of all time (the reports') that differ from their orders",
    key: "workspace_id, client_id",
    figures: ["orders", "revenue"],
    kept: "select workspace_id, client_id, orders::bigint, revenue from client_sales where orders <> 0 or revenue <> 0",
    actual: `select workspace_id, client_id, count(*) as orders, sum(total_price) as revenue from orders
             where status in ('delivered', 'paid') and client_id is not null group by workspace_id, client_id`,
  }),
  keptTotals({
    problem: "owners' sales of all time (the reports') that differ from their orders",
    key: "workspace_id, owner_id",
    figures: ["orders", "revenue"],
    kept: "select workspace_id, owner_id, orders::bigint, revenue from owner_sales where orders <> 0 or revenue <> 0",
    actual: `select workspace_id, client_owner_id as owner_id, count(*) as orders, sum(total_price) as revenue from orders
             where status in ('delivered', 'paid') and client_owner_id is not null group by workspace_id, client_owner_id`,
  }),
  keptTotals({
    problem: "items' sales of all time (the reports') that differ from their order lines",
    key: "workspace_id, inventory_item_id",
    figures: ["quantity", "revenue"],
    kept: "select workspace_id, inventory_item_id, quantity::numeric, revenue from item_sales where quantity <> 0 or revenue <> 0",
    actual: `select workspace_id, inventory_item_id, sum(quantity) as quantity, sum(subtotal) as revenue from order_items
             where sale_at is not null and inventory_item_id is not null group by workspace_id, inventory_item_id`,
  }),
  {
    problem: "orders whose client's owner (the dashboard's) is not the one they carry",
    offenders: sql`select count(*)::int as count from orders o
      left join clients c on c.workspace_id = o.workspace_id and c.id = o.client_id
      where o.client_owner_id is distinct from c.owner_id`,
  },
  {
    problem: "order lines whose sale date (the reports') is not their order's",
    offenders: sql`select count(*)::int as count from order_items l
      join orders o on o.workspace_id = l.workspace_id and o.id = l.order_id
      where l.sale_at is distinct from (case when o.status in ('delivered', 'paid') then o.created_at end)`,
  },
  {
    problem: "inventory items with a negative quantity",
    offenders: sql`select count(*)::int as count from inventory_items where quantity < 0`,
  },
];

/** The rules the data breaks, each with how many rows break it; empty when all hold. */
export async function checkBooks(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const { problem, offenders } of RULES) {
    const [row] = await queryRows<{ count: number }>(db, offenders);
    if (row && row.count > 0) problems.push(`${row.count} ${problem}`);
  }
  return problems;
}

/** How many users, clients, items and orders the database holds: what the operator sees after a restore or a move. */
export async function countRecords(db: Database): Promise<Record<"users" | "clients" | "inventoryItems" | "orders", number>> {
  const [row] = await queryRows<{ users: number; clients: number; inventoryItems: number; orders: number }>(
    db,
    sql`select (select count(*) from "user")::int as users, (select count(*) from clients)::int as clients,
               (select count(*) from inventory_items)::int as "inventoryItems", (select count(*) from orders)::int as orders`,
  );
  return row!;
}
