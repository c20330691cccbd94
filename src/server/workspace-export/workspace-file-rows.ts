import { PERSON_FIELDS, type RecordKind, type WorkspaceFile } from "@shared/workspace-export/workspace-file.schema";

/**
 * A workspace file's records as the rows of the new workspace's tables (docs/decisions.md
 * 131 and 132): the file's fields are the tables' columns,
 * each record keeps its id, and each gets the new workspace's id; every person it names becomes
 * the importer, a person it does not name (null: an account deleted since) stays unnamed.
 */

type FileRecord = Record<string, unknown>;

/** Empty optional text is stored as NULL, as the forms' saves store it. */
const EMPTY_AS_NULL = new Set([
  "email",
  "phone",
  "company",
  "position",
  "linkedin_url",
  "address",
  "tax_id",
  "preferred_language",
  "to_address",
]);

/** The row of `kind` for a record of the file, in the workspace, with its people as the importer. */
export function rowOf(kind: RecordKind, record: FileRecord, workspaceId: string, importerId: string): Record<string, unknown> {
  const row: Record<string, unknown> = { ...record, workspace_id: workspaceId };
  for (const field of (PERSON_FIELDS as Partial<Record<RecordKind, readonly string[]>>)[kind] ?? []) {
    if (row[field] !== null) row[field] = importerId;
  }
  for (const field of EMPTY_AS_NULL) if (row[field] === "") row[field] = null;
  return row;
}

/** An order's row, without its lines, which are rows of their own (lineRowsOf). */
export function orderRowOf(order: WorkspaceFile["orders"][number], workspaceId: string, importerId: string): Record<string, unknown> {
  const { lines: _lines, ...record } = order;
  return rowOf("orders", record, workspaceId, importerId);
}

/** The rows of an order's lines, each naming its order. */
export function lineRowsOf(order: WorkspaceFile["orders"][number], workspaceId: string): Record<string, unknown>[] {
  return order.lines.map((line) => ({ ...line, workspace_id: workspaceId, order_id: order.id }));
}
