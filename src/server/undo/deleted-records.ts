import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DeletedRecordKind } from "@shared/undo";
import { UNDO_WINDOW_MINUTES } from "@shared/undo";
import type { Executor } from "../db/database";
import { deletedRecords } from "../db/schema";
import type { Actor } from "../http/app-env";

/**
 * Deleting is real, and can be undone for a while (docs/decisions.md 84): a delete keeps the
 * deleted rows as PostgreSQL reads them (`to_jsonb`, every column, microseconds included) with
 * what pointed at them, in the same transaction; a restore takes that snapshot back once and
 * inserts the rows again with their own ids. Snapshots older than the window are pruned.
 */

const withinWindow = sql`${deletedRecords.deletedAt} >= now() - make_interval(mins => ${UNDO_WINDOW_MINUTES})`;

/** A table's row as JSON, selected or returned beside the row (`to_jsonb` of the whole row). */
export const rowAsJson = (table: PgTable) => sql<Record<string, unknown>>`to_jsonb(${table})`;

/** Keeps the snapshot of a record the actor deleted, and forgets the workspace's snapshots that can no longer be restored. */
export async function keepDeletedRecord(
  tx: Executor,
  actor: Actor,
  record: { kind: DeletedRecordKind; recordId: string; snapshot: unknown },
): Promise<void> {
  await tx.delete(deletedRecords).where(and(eq(deletedRecords.workspaceId, actor.workspaceId), sql`not (${withinWindow})`));
  await tx.insert(deletedRecords).values({ ...record, workspaceId: actor.workspaceId, deletedBy: actor.userId });
}

/**
 * The snapshot of the workspace's record deleted within the window, taken (it can be restored
 * once, by any member), or undefined: never deleted, deleted too long ago, restored already, or
 * another workspace's.
 */
export async function takeDeletedRecord<Snapshot>(
  tx: Executor,
  workspaceId: string,
  record: { kind: DeletedRecordKind; recordId: string },
): Promise<Snapshot | undefined> {
  const [row] = await tx
    .delete(deletedRecords)
    .where(
      and(
        eq(deletedRecords.workspaceId, workspaceId),
        eq(deletedRecords.kind, record.kind),
        eq(deletedRecords.recordId, record.recordId),
        withinWindow,
      ),
    )
    .returning({ snapshot: deletedRecords.snapshot });
  return row?.snapshot as Snapshot | undefined;
}

/**
 * Inserts rows read by `rowAsJson` back into `table`, every column as it was except generated
 * ones, which the database computes again.
 */
export async function insertRowsAsJson(tx: Executor, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.values(getTableColumns(table))
    .filter((column) => !column.generated)
    .map((column) => sql.identifier(column.name));
  const list: SQL = sql.join(columns, sql`, `);
  await tx.execute(
    sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb)`,
  );
}
