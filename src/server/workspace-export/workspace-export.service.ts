import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { WorkspaceRole } from "@shared/workspaces/workspace-roles";
import { OWNED_WORKSPACES_MAX } from "@shared/workspaces/workspace-limits";
import { WORKSPACE_FILE_FORMAT, WORKSPACE_FILE_VERSION } from "@shared/workspace-export/workspace-file-limits";
import type { z } from "@hono/zod-openapi";
import {
  NUMBER_SERIES,
  WORKSPACE_FILE_RECORDS,
  workspaceFileOutlineSchema,
  type ImportedWorkspace,
  type RecordKind,
  type WorkspaceFile,
} from "@shared/workspace-export/workspace-file.schema";
import type { Database, Executor } from "../db/database";
import {
  activity,
  clientEmails,
  clientNotes,
  clients,
  inventoryItems,
  numberSeries,
  orderItems,
  orders,
  tasks,
  taxRates,
  user as users,
  workspaceMembers,
  workspaces,
} from "../db/schema";
import type { SignedInUser } from "../http/app-env";
import { AppError, conflict } from "../http/errors";
import { insertRowsAsJson } from "../undo/deleted-records";
import { membershipRole } from "../workspaces/workspaces.service";
import type { JsonPart } from "./json-stream";
import { day, jsonObject, PAGE_SIZE, plain, stamps, tableRows, type Fields, type Row } from "./table-pages";
import { findFileProblem, type FileProblem } from "./workspace-file-checks";
import { lineRowsOf, orderRowOf, rowOf } from "./workspace-file-rows";

/**
 * The whole-workspace file (docs/product.md "Import and export"): its export, read a page at a
 * time and written as it is read, and its import into a new workspace of the caller's, in one
 * transaction (docs/decisions.md 130 and 133).
 */

/** Who may export the whole workspace: what its admins manage, and every member's email. */
const EXPORTS_WORKSPACE: readonly WorkspaceRole[] = ["owner", "admin"];

/** 403 unless the user is an admin or the owner of the workspace. */
export async function requireWorkspaceExporter(db: Executor, workspaceId: string, userId: string): Promise<void> {
  const role = await membershipRole(db, workspaceId, userId);
  if (!role || !EXPORTS_WORKSPACE.includes(role)) throw new AppError("FORBIDDEN", "Only an admin or the owner can export the workspace");
}

const TAX_RATE_FIELDS: Fields = [...plain("id", "name", "rate"), ...stamps("archived_at", "created_at", "updated_at")];
const CLIENT_FIELDS: Fields = [
  ...plain("id", "owner_id", "name", "email", "phone", "company", "position", "linkedin_url", "status", "address", "tax_id"),
  ...plain("preferred_language"),
  ...stamps("created_at", "updated_at"),
];
const ITEM_FIELDS: Fields = [
  ...plain("id", "created_by", "item_name", "quantity", "unit_price", "low_stock_threshold", "tax_rate_id"),
  ...stamps("created_at", "updated_at"),
];
const LINE_FIELDS: Fields = [
  ...plain("id", "line_number", "inventory_item_id", "item_name", "quantity", "unit_price", "tax_rate_id", "tax_name", "tax_rate"),
  ...stamps("created_at", "updated_at"),
];
/** An order with its lines, read in one statement: their amounts always agree. */
const ORDER_FIELDS: Fields = [
  ...plain("id", "number", "created_by", "client_id", "status", "prices_include_tax", "subtotal_net", "tax_total", "taxes", "total_price"),
  ...stamps("created_at", "updated_at"),
  [
    "lines",
    (row) =>
      `coalesce((select json_agg(${jsonObject(LINE_FIELDS, "l")} order by l.line_number, l.id) from order_items l
        where l.workspace_id = ${row}.workspace_id and l.order_id = ${row}.id), '[]'::json)`,
  ],
];
const NOTE_FIELDS: Fields = [...plain("id", "client_id", "author_id", "body"), ...stamps("created_at", "updated_at")];
const TASK_FIELDS: Fields = [
  ...plain("id", "client_id", "title"),
  ...day("due_date"),
  ...stamps("due_at"),
  ...plain("assignee_id", "created_by"),
  ...stamps("done_at", "created_at", "updated_at"),
];
const EMAIL_FIELDS: Fields = [
  ...plain("id", "client_id", "author_id", "state", "to_address", "subject", "body"),
  ...stamps("created_at", "sent_at"),
];
const ACTIVITY_FIELDS: Fields = [...plain("id", "actor_id", "kind", "entity_id", "client_id", "details"), ...stamps("created_at")];

/** The exported file's name: the workspace's name made plain, and the day. */
export function workspaceFileName(workspaceName: string, exportedAt: Date): string {
  const slug = workspaceName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "workspace"}-${exportedAt.toISOString().slice(0, 10)}.clientele.json`;
}

export interface WorkspaceExport {
  fileName: string;
  document: JsonPart;
}

/**
 * The workspace file of a workspace, to be written as it is read. The workspace may change while
 * it is read (the export takes no lock, so that it stops nobody): each kind of record is read
 * after those it refers to, and a reference to a record made meanwhile, not in the file, is left
 * out (an order's client, a line's item or rate), or the record is (a note on such a client), so
 * that the file always imports (docs/decisions.md 130).
 */
export async function exportWorkspace(db: Database, workspaceId: string, exportedAt = new Date()): Promise<WorkspaceExport> {
  const [settings] = await db
    .select({ id: workspaces.id, name: workspaces.name, currency: workspaces.currency, prices_include_tax: workspaces.pricesIncludeTax })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!settings) throw new AppError("NOT_FOUND", "workspace not found");
  const members = await db
    .select({ id: users.id, email: users.email, name: users.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(users.id);

  const exported = { taxRates: new Set<string>(), clients: new Set<string>(), items: new Set<string>() };
  const known = (set: Set<string>, id: unknown) => (typeof id === "string" && set.has(id) ? id : null);
  const noting = (set: Set<string>) => (row: Row) => {
    set.add(row.id as string);
    return row;
  };
  const ofExportedClient = (row: Row) => (row.client_id === null || exported.clients.has(row.client_id as string) ? row : undefined);
  const rows = (table: string, fields: Fields, keep?: (row: Row) => Row | undefined): JsonPart => ({
    rows: tableRows(db, { table, fields, workspaceId, keep }),
  });

  const document: JsonPart = {
    fields: [
      ["format", { value: WORKSPACE_FILE_FORMAT }],
      ["version", { value: WORKSPACE_FILE_VERSION }],
      ["exported_at", { value: exportedAt.toISOString() }],
      ["workspace", { value: settings }],
      ["members", { value: members }],
      ["tax_rates", rows("tax_rates", TAX_RATE_FIELDS, noting(exported.taxRates))],
      ["clients", rows("clients", CLIENT_FIELDS, noting(exported.clients))],
      [
        "inventory_items",
        rows("inventory_items", ITEM_FIELDS, (row) =>
          noting(exported.items)({ ...row, tax_rate_id: known(exported.taxRates, row.tax_rate_id) }),
        ),
      ],
      [
        "orders",
        rows("orders", ORDER_FIELDS, (row) => ({
          ...row,
          client_id: known(exported.clients, row.client_id),
          lines: (row.lines as Row[]).map((line) => ({
            ...line,
            inventory_item_id: known(exported.items, line.inventory_item_id),
            tax_rate_id: known(exported.taxRates, line.tax_rate_id),
          })),
        })),
      ],
      ["notes", rows("client_notes", NOTE_FIELDS, ofExportedClient)],
      ["tasks", rows("tasks", TASK_FIELDS, ofExportedClient)],
      ["client_emails", rows("client_emails", EMAIL_FIELDS, ofExportedClient)],
      ["activity", rows("activity", ACTIVITY_FIELDS)],
      [
        "number_series",
        {
          rows: (async function* () {
            yield await db
              .select({ series: numberSeries.series, last_number: numberSeries.lastNumber })
              .from(numberSeries)
              // The series the file carries: invoices and credit notes stay with their workspace (docs/decisions.md 137).
              .where(and(eq(numberSeries.workspaceId, workspaceId), inArray(numberSeries.series, [...NUMBER_SERIES])))
              .orderBy(numberSeries.series);
          })(),
        },
      ],
    ],
  };
  return { fileName: workspaceFileName(settings.name, exportedAt), document };
}

// ---------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------

/** Why a file is refused, as `details.reason`, for the web app to say in the user's language. */
export type FileRefusal = "not_json" | "not_a_workspace_file" | "unsupported_version" | "invalid_workspace_file";

export function refusedFile(reason: FileRefusal, problem?: FileProblem): AppError {
  const where = problem ? `: ${problem.problem} at ${problem.at}` : "";
  return new AppError("VALIDATION", `The file cannot be imported (${reason}${where})`, undefined, {
    reason,
    ...(problem && {
      at: problem.at,
      problem: problem.problem,
      ...(problem.value !== undefined && { value: String(problem.value).slice(0, 100) }),
    }),
  });
}

/** A zod issue's path as the problem's place: `clients[3].name`. */
export function placeOf(path: readonly PropertyKey[]): string {
  return path.map((step, index) => (typeof step === "number" ? `[${step}]` : `${index === 0 ? "" : "."}${String(step)}`)).join("");
}

/**
 * The file, checked whole: its outline, then each record by the rules of its form, stopping at
 * the first that breaks one, then the file's own rules (findFileProblem).
 */
export function readWorkspaceFile(body: unknown): WorkspaceFile {
  const refusal = (error: z.ZodError, place: readonly PropertyKey[] = []) => {
    const [issue] = error.issues;
    return refusedFile("invalid_workspace_file", {
      at: placeOf([...place, ...(issue?.path ?? [])]),
      problem: issue?.message ?? "validation.invalid",
    });
  };
  const outline = workspaceFileOutlineSchema.safeParse(body);
  if (!outline.success) throw refusal(outline.error);
  const file: Record<string, unknown> = { ...outline.data };
  for (const [kind, schema] of Object.entries(WORKSPACE_FILE_RECORDS) as [RecordKind, z.ZodType][]) {
    file[kind] = outline.data[kind].map((record, index) => {
      const parsed = schema.safeParse(record);
      if (!parsed.success) throw refusal(parsed.error, [kind, index]);
      return parsed.data;
    });
  }
  const checked = file as WorkspaceFile;
  const problem = findFileProblem(checked);
  if (problem) throw refusedFile("invalid_workspace_file", problem);
  return checked;
}

/** PostgreSQL refused a row the checks let through (SQLSTATE class 22 or 23): the file's fault, not the server's. */
function isRefusedRow(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^2[23]/.test(code)) return true;
  }
  return false;
}

/**
 * Writes the rows, PAGE_SIZE a statement. Between statements the event loop serves what waits
 * (on PGlite a statement holds it; other requests still wait for the transaction's connection).
 */
async function insertInBatches(tx: Executor, table: PgTable, rows: Iterable<Row>): Promise<void> {
  let batch: Row[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === PAGE_SIZE) {
      await insertRowsAsJson(tx, table, batch);
      batch = [];
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  await insertRowsAsJson(tx, table, batch);
}

function* rowsOf(kind: RecordKind, records: readonly Row[], workspaceId: string, importerId: string) {
  for (const record of records) yield rowOf(kind, record, workspaceId, importerId);
}

/**
 * A new workspace owned by the importer, holding everything the file holds, each record with its
 * id, in one transaction: all of it or, refused, nothing (docs/decisions.md
 * 133). The file's members do not join it; every person the file
 * names becomes the importer (docs/decisions.md 132). An account owns at
 * most OWNED_WORKSPACES_MAX workspaces (409 `too_many_workspaces`). The session stays in its
 * workspace: the web app switches to the new one.
 */
export async function importWorkspace(db: Database, importer: SignedInUser, body: unknown): Promise<ImportedWorkspace> {
  const file = readWorkspaceFile(body);
  try {
    return await db.transaction(async (tx) => {
      // Live updates stay quiet: nobody works in the workspace yet.
      await tx.execute(sql`select set_config('clientele.quiet_changes', 'on', true)`);
      await tx.select({ id: users.id }).from(users).where(eq(users.id, importer.id)).for("update");
      const [owned] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.userId, importer.id), eq(workspaceMembers.role, "owner")));
      if (owned!.count >= OWNED_WORKSPACES_MAX) {
        throw conflict(`An account owns at most ${OWNED_WORKSPACES_MAX} workspaces`, { reason: "too_many_workspaces" });
      }
      const { name, currency, prices_include_tax } = file.workspace;
      const [created] = await tx
        .insert(workspaces)
        .values({ name, currency, pricesIncludeTax: prices_include_tax })
        .returning({ id: workspaces.id });
      const workspaceId = created!.id;
      await tx.insert(workspaceMembers).values({ workspaceId, userId: importer.id, role: "owner" });

      await insertInBatches(tx, taxRates, rowsOf("tax_rates", file.tax_rates, workspaceId, importer.id));
      await insertInBatches(tx, clients, rowsOf("clients", file.clients, workspaceId, importer.id));
      await insertInBatches(tx, inventoryItems, rowsOf("inventory_items", file.inventory_items, workspaceId, importer.id));
      await insertInBatches(
        tx,
        orders,
        file.orders.map((order) => orderRowOf(order, workspaceId, importer.id)),
      );
      await insertInBatches(
        tx,
        orderItems,
        (function* () {
          for (const order of file.orders) yield* lineRowsOf(order, workspaceId);
        })(),
      );
      await insertInBatches(tx, clientNotes, rowsOf("notes", file.notes, workspaceId, importer.id));
      await insertInBatches(tx, tasks, rowsOf("tasks", file.tasks, workspaceId, importer.id));
      await insertInBatches(tx, clientEmails, rowsOf("client_emails", file.client_emails, workspaceId, importer.id));
      await insertInBatches(tx, activity, rowsOf("activity", file.activity, workspaceId, importer.id));
      await insertInBatches(tx, numberSeries, rowsOf("number_series", file.number_series, workspaceId, importer.id));
      return { workspace: { id: workspaceId, name } };
    });
  } catch (error) {
    if (isRefusedRow(error)) throw refusedFile("invalid_workspace_file", { at: "", problem: "dataExport.problems.inconsistent" });
    throw error;
  }
}
