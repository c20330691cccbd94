import { sql } from "drizzle-orm";
import type { Executor } from "../db/database";
import { numberSeries } from "../db/schema";

/** The numbered series of a workspace: its orders, and its invoices and credit notes of each year. */
export type NumberSeries = "order" | `invoice:${number}` | `credit_note:${number}`;

/**
 * The next number of the workspace's series, 1 for the first (docs/decisions.md 93). The
 * series' row stays locked until the transaction ends: concurrent transactions take their
 * numbers one after the other, and one that rolls back gives its number back, so that the
 * numbers have no gap — which a PostgreSQL sequence, never rolled back, could not promise.
 * Take it last in a transaction, once everything else that could wait is locked, so that
 * the row is held for as short a time as possible.
 */
export async function takeNextNumber(tx: Executor, workspaceId: string, series: NumberSeries): Promise<number> {
  const [taken] = await tx
    .insert(numberSeries)
    .values({ workspaceId, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [numberSeries.workspaceId, numberSeries.series],
      set: { lastNumber: sql`${numberSeries.lastNumber} + 1` },
    })
    .returning({ number: numberSeries.lastNumber });
  return taken!.number;
}
