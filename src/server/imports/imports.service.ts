import { and, desc, eq, getTableColumns, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { IMPORT_LIMITS, type ImportEncoding, type ImportKind } from "@shared/imports/import-limits";
import type { ImportMapping, ImportPreview, ImportResource, ImportRowError, RunImportOptions } from "@shared/imports/import.schema";
import { currencyDigits } from "@shared/money/currency";
import { recordActivity } from "../activity/record-activity";
import type { Database, Executor } from "../db/database";
import { clients, imports, inventoryItems, taxRates, user, workspaceMembers, workspaces } from "../db/schema";
import type { Actor } from "../http/app-env";
import { AppError, notFound } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";
import {
  clientFromRow,
  itemFromRow,
  mappingProblem,
  rowError,
  withoutRepeats,
  type ImportableRow,
  type ImportRules,
  type NewClient,
  type NewItem,
  type RowOutcome,
} from "./import-rows";
import { guessMapping } from "./import-vocabulary";
import { guessNumberFormat } from "./numbers";
import { ImportFileError, readTable, type ReadTable, type TableRow } from "./read-table";

/**
 * CSV and xlsx imports (docs/product.md "Import and export", docs/decisions.md 117): an upload is
 * read into a preview, then run in the background, in batches that each commit with the report
 * rows they add.
 */

/** An import's columns but its file, which only the run reads (`storedFile`). */
const { content: _file, ...importColumns } = getTableColumns(imports);
type ImportRow = Omit<typeof imports.$inferSelect, "content">;

/**
 * The file as the database takes and gives it: in base64, decoded and encoded by the database,
 * which PGlite passes many times faster than a bytea parameter (a 10 MB file: a few tens of
 * milliseconds instead of more than a second, during which no other request runs).
 */
const storedFile = (bytes: Uint8Array) =>
  sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")}, 'base64')`;

async function fileOf(db: Executor, workspaceId: string, importId: string): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ file: sql<string | null>`encode(${imports.content}, 'base64')` })
    .from(imports)
    .where(inWorkspace(workspaceId, importId));
  return row?.file ? new Uint8Array(Buffer.from(row.file, "base64")) : undefined;
}

/** An import still running after this long without a batch committing was stopped by a restart or a crash. */
const STALLED_AFTER_MS = 2 * 60_000;
/** Uploads and reports are kept this long. */
const KEPT_FOR_DAYS = 7;

/** The imports this instance is running, and how far each has got (an all-or-nothing run commits only at its end). */
const running = new Map<string, { processed: number }>();

/** Resolves once no import runs on this instance: the state the imports accepted so far leave. */
export async function importsSettled(): Promise<void> {
  while (running.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
}

const inWorkspace = (workspaceId: string, importId: string) => and(eq(imports.workspaceId, workspaceId), eq(imports.id, importId));

export function toImport(row: ImportRow, now = Date.now()): ImportResource {
  const live = running.get(row.id);
  const stalled = row.status === "running" && !live && now - row.updatedAt.getTime() > STALLED_AFTER_MS;
  const finished = row.status === "done" || row.status === "failed" || stalled;
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    status: stalled ? "failed" : row.status,
    ...row.preview,
    progress: { processed: live?.processed ?? row.processed, total: row.total },
    report: finished ? { created: row.created, updated: row.updated, skipped: row.skipped, errors: row.errors } : null,
    failure: stalled ? "imports.failures.interrupted" : row.failure,
    created_at: isoTimestamp(row.createdAt),
    finished_at: row.finishedAt ? isoTimestamp(row.finishedAt) : null,
  };
}

/** The file read as a table, or the 400 that says why it cannot be. */
function tableOf(bytes: Uint8Array, encoding?: ImportEncoding): ReadTable {
  try {
    return readTable(bytes, { encoding });
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    const status = error.reason === "file_too_large" ? "PAYLOAD_TOO_LARGE" : "VALIDATION";
    throw new AppError(status, `The file cannot be imported: ${error.reason}`, undefined, { reason: error.reason, ...error.facts });
  }
}

/** The fields read as numbers, whose cells tell how the file writes them. */
const NUMBER_FIELDS: Record<ImportKind, readonly string[]> = {
  clients: [],
  inventory: ["quantity", "unit_price", "low_stock_threshold", "tax_rate"],
};

/** What the preview shows of a file: its first rows, and guesses of the mapping and of its number format. */
export function previewOf(kind: ImportKind, table: ReadTable): ImportPreview {
  const guessed = guessMapping(kind, table.headers);
  const numberColumns = NUMBER_FIELDS[kind].map((field) => guessed[field]).filter((column): column is number => typeof column === "number");
  const samples = table.rows.slice(0, 500).flatMap((row) => numberColumns.map((column) => row.cells[column] ?? ""));
  return {
    format: table.format,
    encoding: table.encoding,
    separator: table.separator,
    headers: table.headers,
    preview: table.rows
      .slice(0, IMPORT_LIMITS.previewRows)
      .map((row) => row.cells.map((cell) => cell.slice(0, IMPORT_LIMITS.previewCellLength))),
    rows: table.rows.length,
    guessed_mapping: guessed,
    // A spreadsheet's numbers come typed; a file with no number to read has no format to ask about.
    guessed_number_format: table.format === "xlsx" || numberColumns.length === 0 ? "dot" : guessNumberFormat(samples),
  };
}

export interface Upload {
  kind: ImportKind;
  fileName: string;
  bytes: Uint8Array;
}

/** Reads an uploaded file into an import ready to run; nothing is imported yet. */
export async function uploadImport(db: Database, actor: Actor, upload: Upload): Promise<ImportResource> {
  const table = tableOf(upload.bytes);
  // Old uploads and reports go; the workspace's own are the only ones this request may touch.
  await db
    .delete(imports)
    .where(and(eq(imports.workspaceId, actor.workspaceId), lt(imports.createdAt, sql`now() - make_interval(days => ${KEPT_FOR_DAYS})`)));
  const [row] = await db
    .insert(imports)
    .values({
      workspaceId: actor.workspaceId,
      createdBy: actor.userId,
      kind: upload.kind,
      fileName: upload.fileName.trim().slice(0, 255) || `${upload.kind}.csv`,
      content: storedFile(upload.bytes),
      preview: previewOf(upload.kind, table),
      total: table.rows.length,
    })
    .returning(importColumns);
  return toImport(row!);
}

/** Imports the list shows: more than a team makes in the week they are kept. */
const LISTED_IMPORTS = 50;

export async function listImports(db: Database, workspaceId: string): Promise<ImportResource[]> {
  const rows = await db
    .select(importColumns)
    .from(imports)
    .where(and(eq(imports.workspaceId, workspaceId), gte(imports.createdAt, sql`now() - make_interval(days => ${KEPT_FOR_DAYS})`)))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(LISTED_IMPORTS);
  const now = Date.now();
  return rows.map((row) => toImport(row, now));
}

export async function getImport(db: Database, workspaceId: string, importId: string): Promise<ImportResource> {
  const [row] = await db.select(importColumns).from(imports).where(inWorkspace(workspaceId, importId));
  if (!row) throw notFound("Import");
  return toImport(row);
}

const notReady = () => new AppError("CONFLICT", "The import has already run", undefined, { reason: "import_not_ready" });

/** Reads a CSV file again in the encoding asked, for its preview. */
export async function updateImport(
  db: Database,
  actor: Actor,
  importId: string,
  patch: { encoding: ImportEncoding },
): Promise<ImportResource> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(importColumns).from(imports).where(inWorkspace(actor.workspaceId, importId)).for("update");
    if (!row) throw notFound("Import");
    const file = row.status === "ready" ? await fileOf(tx, actor.workspaceId, importId) : undefined;
    if (!file) throw notReady();
    if (row.preview.format !== "csv") {
      throw new AppError("VALIDATION", "A spreadsheet has no encoding to choose", { encoding: "validation.invalid" });
    }
    const table = tableOf(file, patch.encoding);
    const [updated] = await tx
      .update(imports)
      .set({ preview: previewOf(row.kind, table), total: table.rows.length, updatedAt: sql`now()` })
      .where(inWorkspace(actor.workspaceId, importId))
      .returning(importColumns);
    return toImport(updated!);
  });
}

/**
 * Starts the import with the mapping and options given and answers at once: the rows are
 * written in the background, and the import's progress and report are read with getImport.
 */
export async function startImport(
  db: Database,
  actor: Actor,
  importId: string,
  options: RunImportOptions,
  logger: Logger,
): Promise<ImportResource> {
  const [found] = await db.select(importColumns).from(imports).where(inWorkspace(actor.workspaceId, importId));
  if (!found) throw notFound("Import");
  const mapping = options.mapping ?? found.preview.guessed_mapping;
  const problem = mappingProblem(found.kind, mapping, found.preview.headers.length);
  if (problem)
    throw new AppError("VALIDATION", `The mapping cannot be used: ${problem}`, { mapping: "validation.invalid" }, { reason: problem });
  // Claimed by one request only: a second run of the same import finds it running.
  const [claimed] = await db
    .update(imports)
    .set({ status: "running", options: { ...options, mapping }, updatedAt: sql`now()` })
    .where(and(inWorkspace(actor.workspaceId, importId), eq(imports.status, "ready")))
    .returning(importColumns);
  if (!claimed) throw notReady();

  running.set(claimed.id, { processed: 0 });
  void runImport(db, actor, claimed, { ...options, mapping })
    .catch(async (error: unknown) => {
      logger.error({ err: error, importId }, "import failed");
      await db
        .update(imports)
        .set({ status: "failed", failure: "imports.failures.unexpected", content: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(inWorkspace(actor.workspaceId, importId))
        .catch((cause: unknown) => logger.error({ err: cause, importId }, "import failure not recorded"));
    })
    .finally(() => running.delete(claimed.id));
  return toImport(claimed);
}

/** What a kind's rows need from the database: how they are matched, inserted and updated. */
interface KindWriter<Record> {
  entity: "client" | "inventory";
  fromRow(row: TableRow, rules: ImportRules): RowOutcome<Record>;
  /** The ids of the workspace's records whose keys are among these, by key (the oldest of several). */
  existing(tx: Executor, workspaceId: string, keys: string[]): Promise<Map<string, string>>;
  insert(tx: Executor, actor: Actor, records: Record[]): Promise<void>;
  update(tx: Executor, actor: Actor, id: string, row: ImportableRow<Record>): Promise<void>;
}

const clientWriter: KindWriter<NewClient> = {
  entity: "client",
  fromRow: clientFromRow,
  async existing(tx, workspaceId, keys) {
    const rows = await tx
      .select({ id: clients.id, key: sql<string>`lower(${clients.email})` })
      .from(clients)
      .where(and(eq(clients.workspaceId, workspaceId), inArray(sql`lower(${clients.email})`, keys)))
      .orderBy(sql`${clients.createdAt} desc`);
    return new Map(rows.map((row) => [row.key, row.id]));
  },
  async insert(tx, actor, records) {
    await tx.insert(clients).values(records.map((record) => ({ workspaceId: actor.workspaceId, ...clientColumns(record, actor) })));
  },
  async update(tx, actor, id, { record, filled }) {
    const columns = clientColumns(record, actor);
    const set = Object.fromEntries(
      Object.entries(CLIENT_COLUMN_OF_FIELD)
        .filter(([field]) => filled.has(field))
        .map(([, column]) => [column, columns[column]]),
    );
    await tx
      .update(clients)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(clients.workspaceId, actor.workspaceId), eq(clients.id, id)));
  },
};

/** The import field each client column is filled from. */
const CLIENT_COLUMN_OF_FIELD = {
  name: "name",
  email: "email",
  phone: "phone",
  company: "company",
  position: "position",
  linkedin_url: "linkedinUrl",
  status: "status",
  owner: "ownerId",
  address: "address",
  tax_id: "taxId",
  preferred_language: "preferredLanguage",
} as const;

/** Empty optional text is stored as NULL, as the clients' service stores it. */
const orNull = (value: string | null | undefined) => (value ? value : null);

function clientColumns(record: NewClient, actor: Actor) {
  return {
    ownerId: record.owner_id ?? actor.userId,
    name: record.name,
    email: orNull(record.email),
    phone: orNull(record.phone),
    company: orNull(record.company),
    position: orNull(record.position),
    linkedinUrl: orNull(record.linkedin_url),
    status: record.status,
    address: orNull(record.address),
    taxId: orNull(record.tax_id),
    preferredLanguage: orNull(record.preferred_language),
  };
}

const itemWriter: KindWriter<NewItem> = {
  entity: "inventory",
  fromRow: itemFromRow,
  async existing(tx, workspaceId, keys) {
    const rows = await tx
      .select({ id: inventoryItems.id, key: sql<string>`lower(${inventoryItems.itemName})` })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.workspaceId, workspaceId), inArray(sql`lower(${inventoryItems.itemName})`, keys)))
      .orderBy(sql`${inventoryItems.createdAt} desc`);
    return new Map(rows.map((row) => [row.key, row.id]));
  },
  async insert(tx, actor, records) {
    await tx.insert(inventoryItems).values(
      records.map((record) => ({
        workspaceId: actor.workspaceId,
        createdBy: actor.userId,
        itemName: record.item_name,
        quantity: record.quantity,
        unitPrice: record.unit_price,
        lowStockThreshold: record.low_stock_threshold,
        taxRateId: record.tax_rate_id,
      })),
    );
  },
  async update(tx, actor, id, { record, filled }) {
    await tx
      .update(inventoryItems)
      .set({
        ...(filled.has("item_name") && { itemName: record.item_name }),
        ...(filled.has("quantity") && { quantity: record.quantity }),
        ...(filled.has("unit_price") && { unitPrice: record.unit_price }),
        ...(filled.has("low_stock_threshold") && { lowStockThreshold: record.low_stock_threshold }),
        ...(filled.has("tax_rate") && { taxRateId: record.tax_rate_id }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(inventoryItems.workspaceId, actor.workspaceId), eq(inventoryItems.id, id)));
  },
};

/** A run's options, its mapping the one asked or the guessed one. */
type MappedRun = RunImportOptions & { mapping: ImportMapping };

/** What the rows of a workspace are checked against: its members, tax rates on offer and currency. */
async function rulesFor(db: Database, actor: Actor, options: MappedRun): Promise<ImportRules> {
  const members = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, actor.workspaceId));
  const rates = await db
    .select({ id: taxRates.id, name: taxRates.name, rate: taxRates.rate })
    .from(taxRates)
    .where(and(eq(taxRates.workspaceId, actor.workspaceId), isNull(taxRates.archivedAt)))
    .orderBy(taxRates.createdAt);
  const [workspace] = await db.select({ currency: workspaces.currency }).from(workspaces).where(eq(workspaces.id, actor.workspaceId));
  return {
    mapping: options.mapping,
    numberFormat: options.number_format,
    importerId: actor.userId,
    members,
    taxRates: rates,
    currencyDigits: currencyDigits(workspace?.currency ?? "USD"),
  };
}

/** Lets the requests waiting for the event loop run before the import goes on. */
const otherRequestsTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Waits half as long as a batch took before the next one. A request makes several queries
 * (its session, its page, its count); on the embedded database, whose one connection takes them
 * in turn, a batch started as soon as the last one ended would come between each of them, and a
 * list would wait for three batches instead of one. The import keeps two thirds of the database.
 */
const pauseAfterBatch = (batchMs: number) => new Promise((resolve) => setTimeout(resolve, Math.min(batchMs / 2, 100)));

/** Live updates stay quiet in this transaction (migration 0025): the import publishes one change at its end. */
const quietChanges = (tx: Executor) => tx.execute(sql`select set_config('clientele.quiet_changes', 'on', true)`);

interface BatchResult {
  created: number;
  updated: number;
  errors: ImportRowError[];
}

/** Writes one batch: rows matching an existing record update it or are skipped, the others are created. */
async function writeBatch<Record>(
  tx: Executor,
  actor: Actor,
  writer: KindWriter<Record>,
  batch: ImportableRow<Record>[],
  duplicates: RunImportOptions["duplicates"],
): Promise<BatchResult> {
  await quietChanges(tx);
  const keys = [...new Set(batch.flatMap((row) => (row.key === null ? [] : [row.key])))];
  const existing = keys.length === 0 ? new Map<string, string>() : await writer.existing(tx, actor.workspaceId, keys);
  const result: BatchResult = { created: 0, updated: 0, errors: [] };
  const created: Record[] = [];
  for (const row of batch) {
    const id = row.key === null ? undefined : existing.get(row.key);
    if (id === undefined) {
      created.push(row.record);
    } else if (duplicates === "update") {
      await writer.update(tx, actor, id, row);
      result.updated += 1;
    } else {
      result.errors.push(rowError(row.line, null, "imports.reasons.alreadyExists", row.key));
    }
  }
  if (created.length > 0) await writer.insert(tx, actor, created);
  result.created = created.length;
  return result;
}

async function runImport(db: Database, actor: Actor, claimed: ImportRow, options: MappedRun): Promise<void> {
  const file = await fileOf(db, actor.workspaceId, claimed.id);
  if (!file) throw new Error(`import ${claimed.id} has no file`);
  const table = tableOf(file, claimed.preview.encoding ?? undefined);
  const rules = await rulesFor(db, actor, options);
  if (claimed.kind === "clients") await runRows(db, actor, claimed, table, rules, options, clientWriter);
  else await runRows(db, actor, claimed, table, rules, options, itemWriter);
}

async function runRows<Record>(
  db: Database,
  actor: Actor,
  claimed: ImportRow,
  table: ReadTable,
  rules: ImportRules,
  options: MappedRun,
  writer: KindWriter<Record>,
): Promise<void> {
  const id = claimed.id;
  const progress = running.get(id)!;
  const refused: ImportRowError[] = [];
  const importable: ImportableRow<Record>[] = [];
  // Checked a batch at a time, so that other requests run between two: checking 50,000 rows at once would hold them up.
  for (let start = 0; start < table.rows.length; start += IMPORT_LIMITS.batchRows) {
    for (const row of table.rows.slice(start, start + IMPORT_LIMITS.batchRows)) {
      const outcome = writer.fromRow(row, rules);
      if (outcome.ok) importable.push(outcome.row);
      else refused.push(outcome.error);
    }
    await otherRequestsTurn();
  }
  const { rows, repeats } = withoutRepeats(importable);
  const byLine = (a: ImportRowError, b: ImportRowError) => a.line - b.line;
  const before = [...refused, ...repeats].sort(byLine);
  const totals = { created: 0, updated: 0 };

  const batches: ImportableRow<Record>[][] = [];
  for (let start = 0; start < rows.length; start += IMPORT_LIMITS.batchRows)
    batches.push(rows.slice(start, start + IMPORT_LIMITS.batchRows));

  if (options.all_or_nothing) {
    if (before.length > 0) {
      await finish(db, actor, claimed, writer, { created: 0, updated: 0, errors: before, skipped: table.rows.length });
      return;
    }
    // One transaction: every row or none. Skipped matches are the only rows left out.
    const errors: ImportRowError[] = [];
    await db.transaction(async (tx) => {
      for (const batch of batches) {
        const result = await writeBatch(tx, actor, writer, batch, options.duplicates);
        totals.created += result.created;
        totals.updated += result.updated;
        errors.push(...result.errors);
        progress.processed += batch.length;
      }
      await finish(tx, actor, claimed, writer, { ...totals, errors, skipped: errors.length });
    });
    return;
  }

  // Rows refused before any write are recorded first; each batch then commits with its own counts.
  await db
    .update(imports)
    .set({ skipped: before.length, errors: before, updatedAt: sql`now()` })
    .where(inWorkspace(actor.workspaceId, id));
  let reported = before.length;
  for (const batch of batches) {
    const started = performance.now();
    const result = await db.transaction(async (tx) => {
      const written = await writeBatch(tx, actor, writer, batch, options.duplicates);
      await tx
        .update(imports)
        .set({
          processed: sql`${imports.processed} + ${batch.length}`,
          created: sql`${imports.created} + ${written.created}`,
          updated: sql`${imports.updated} + ${written.updated}`,
          skipped: sql`${imports.skipped} + ${written.errors.length}`,
          errors: sql`${imports.errors} || ${JSON.stringify(written.errors)}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(inWorkspace(actor.workspaceId, id));
      return written;
    });
    totals.created += result.created;
    totals.updated += result.updated;
    reported += result.errors.length;
    progress.processed += batch.length;
    await pauseAfterBatch(performance.now() - started);
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ errors: imports.errors }).from(imports).where(inWorkspace(actor.workspaceId, id));
    const errors = [...(row?.errors ?? [])].sort(byLine);
    await finish(tx, actor, claimed, writer, { ...totals, errors, skipped: reported });
  });
}

/** Records the report, forgets the file, and tells the workspace once: one activity entry, one live change. */
async function finish<Record>(
  tx: Executor,
  actor: Actor,
  claimed: ImportRow,
  writer: KindWriter<Record>,
  report: { created: number; updated: number; skipped: number; errors: ImportRowError[] },
): Promise<void> {
  await tx
    .update(imports)
    .set({
      status: "done",
      content: null,
      processed: claimed.total,
      created: report.created,
      updated: report.updated,
      skipped: report.skipped,
      errors: report.errors,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(inWorkspace(actor.workspaceId, claimed.id));
  await recordActivity(tx, actor, {
    kind: "import.completed",
    entityId: claimed.id,
    details: {
      name: claimed.fileName,
      import_kind: claimed.kind,
      created: report.created,
      updated: report.updated,
      skipped: report.skipped,
    },
  });
  if (report.created + report.updated > 0) {
    const change = {
      workspace_id: actor.workspaceId,
      entity: writer.entity,
      action: report.created > 0 ? "created" : "updated",
      ids: null,
    };
    await tx.execute(sql`select pg_notify('clientele_changes', ${JSON.stringify(change)})`);
  }
}
