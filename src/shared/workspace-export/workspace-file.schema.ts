import { z } from "zod";
import { CLIENT_EMAIL_STATES } from "../client-emails/client-email-limits";
import { clientEmailInputSchema } from "../client-emails/client-email.schema";
import { createClientSchema } from "../clients/client.schema";
import { CLIENT_STATUSES } from "../clients/client-status";
import { ACTIVITY_KINDS } from "../dashboard/dashboard";
import { inventoryItemFields } from "../inventory/inventory-item.schema";
import { INVENTORY_QUANTITY_MAX } from "../inventory/inventory-limits";
import { hasAtMostDecimals, MONEY_SCALE } from "../money/currency";
import { noteInputSchema } from "../notes/note.schema";
import { ORDER_LINES_MAX } from "../orders/order-limits";
import { ORDER_STATUSES } from "../orders/order-status";
import { isStorableText } from "../schema-helpers";
import { createTaskSchema } from "../tasks/task.schema";
import { taxRateFields } from "../tax-rates/tax-rate.schema";
import { WORKSPACE_ROLES } from "../workspaces/workspace-roles";
import { currencyCodeSchema, workspaceNameSchema } from "../workspaces/workspace.schema";
import { WORKSPACE_FILE_FORMAT, WORKSPACE_FILE_VERSION } from "./workspace-file-limits";

/**
 * A workspace file (docs/product.md "Import and export"): everything a workspace holds, as
 * GET /exports/workspace writes it and POST /workspaces/import reads it into a new workspace.
 * Each record keeps its id; a person (a client's owner, a note's author…) is named by the account
 * id of the server the file comes from, which only `members` describes. Every field is checked
 * by the rule its form applies, so that a file can hold nothing the app could not have made.
 * Messages are translation keys of the web app.
 */

const id = z.uuid({ error: "validation.invalid" });
/** An account of the server the file comes from: its id, as better-auth makes them. */
const personId = z.string({ error: "validation.invalid" }).min(1, "validation.invalid").max(100, "validation.invalid");
/** An instant with its offset, microseconds kept: 2026-11-26T09:30:00.123456Z. */
const instant = z.iso.datetime({ offset: true, error: "validation.invalidDate" });

/** The largest amount the database holds: numeric(14,4). */
const AMOUNT_MAX = 9_999_999_999.9999;
const amount = z
  .number({ error: "validation.invalid" })
  .min(0, "validation.invalid")
  .max(AMOUNT_MAX, "validation.invalid")
  .refine((value) => hasAtMostDecimals(value, MONEY_SCALE), "validation.priceDecimals");

/** The fields of a client's form that may be left empty, written null when they are. */
const orEmpty = <T extends z.ZodType>(field: T) => field.nullable();
const client = createClientSchema.shape;

const workspaceSettingsSchema = z.object({
  /** The id the workspace had where it was exported; the import makes a new one. */
  id: id,
  name: workspaceNameSchema,
  currency: currencyCodeSchema,
  prices_include_tax: z.boolean({ error: "validation.invalid" }),
});

const memberSchema = z.object({
  id: personId,
  email: z.string({ error: "validation.invalid" }).max(254, "validation.invalid"),
  name: z.string({ error: "validation.invalid" }).max(200, "validation.invalid"),
  role: z.enum(WORKSPACE_ROLES, { error: "validation.invalid" }),
});

const taxRateSchema = z.object({
  id,
  name: taxRateFields.name,
  rate: taxRateFields.rate,
  /** Archived: kept on the lines that use it, no longer offered. */
  archived_at: instant.nullable(),
  created_at: instant,
  updated_at: instant,
});

const clientSchema = z.object({
  id,
  owner_id: personId,
  name: client.name,
  email: orEmpty(client.email.unwrap()),
  phone: orEmpty(client.phone.unwrap()),
  company: orEmpty(client.company.unwrap()),
  position: orEmpty(client.position.unwrap()),
  linkedin_url: orEmpty(client.linkedin_url.unwrap()),
  status: z.enum(CLIENT_STATUSES, { error: "validation.invalidStatus" }),
  address: client.address.unwrap(),
  tax_id: client.tax_id.unwrap(),
  preferred_language: client.preferred_language.unwrap(),
  created_at: instant,
  updated_at: instant,
});

const inventoryItemSchema = z.object({
  id,
  created_by: personId.nullable(),
  ...inventoryItemFields,
  created_at: instant,
  updated_at: instant,
});

const orderLineSchema = z
  .object({
    id,
    /** The line's place in its order. */
    line_number: z.number({ error: "validation.invalid" }).int("validation.invalid").min(0, "validation.invalid").max(ORDER_LINES_MAX),
    /** Null once the item was deleted: the line keeps its name and price. */
    inventory_item_id: id.nullable(),
    item_name: inventoryItemFields.item_name,
    quantity: z
      .number({ error: "validation.quantityWhole" })
      .int("validation.quantityWhole")
      .min(1, "validation.lineQuantityMin")
      .max(INVENTORY_QUANTITY_MAX, "validation.quantityTooLarge"),
    unit_price: inventoryItemFields.unit_price,
    /** The rate picked (null once deleted), and its name and percent as of the save; name and percent null for no tax. */
    tax_rate_id: id.nullable(),
    tax_name: taxRateFields.name.nullable(),
    tax_rate: taxRateFields.rate.nullable(),
    created_at: instant,
    updated_at: instant,
  })
  .refine((line) => (line.tax_name === null) === (line.tax_rate === null), {
    message: "validation.invalid",
    path: ["tax_rate"],
  });

const orderTaxSchema = z.object({
  name: taxRateFields.name,
  rate: taxRateFields.rate,
  base: amount,
  amount,
});

const orderSchema = z.object({
  id,
  /** #1, #2…: the order's number in its workspace. */
  number: z.number({ error: "validation.invalid" }).int("validation.invalid").min(1, "validation.invalid").max(2_147_483_647),
  created_by: personId.nullable(),
  client_id: id.nullable(),
  status: z.enum(ORDER_STATUSES, { error: "validation.invalidStatus" }),
  prices_include_tax: z.boolean({ error: "validation.invalid" }),
  subtotal_net: amount,
  tax_total: amount,
  taxes: z.array(orderTaxSchema, { error: "validation.invalid" }).max(ORDER_LINES_MAX, "validation.invalid"),
  total_price: amount,
  created_at: instant,
  updated_at: instant,
  lines: z
    .array(orderLineSchema, { error: "validation.noItemsInOrder" })
    .min(1, "validation.noItemsInOrder")
    .max(ORDER_LINES_MAX, "validation.tooManyLines"),
});

const noteSchema = z.object({
  id,
  client_id: id,
  author_id: personId.nullable(),
  body: noteInputSchema.shape.body,
  created_at: instant,
  updated_at: instant,
});

const task = createTaskSchema.shape;
const taskSchema = z
  .object({
    id,
    client_id: id.nullable(),
    title: task.title,
    due_date: task.due_date.unwrap(),
    due_at: task.due_at.unwrap(),
    assignee_id: personId.nullable(),
    created_by: personId.nullable(),
    done_at: instant.nullable(),
    created_at: instant,
    updated_at: instant,
  })
  .refine((row) => row.due_at === null || row.due_date !== null, { message: "validation.dueTimeNeedsDate", path: ["due_at"] });

const clientEmailSchema = z.object({
  id,
  client_id: id,
  author_id: personId.nullable(),
  state: z.enum(CLIENT_EMAIL_STATES, { error: "validation.invalid" }),
  /** The address it was sent to; null for a draft. */
  to_address: orEmpty(client.email.unwrap()),
  subject: clientEmailInputSchema.shape.subject,
  body: clientEmailInputSchema.shape.body,
  created_at: instant,
  sent_at: instant.nullable(),
});

/** Most facts an activity entry carries, and the longest: the app writes a few short ones. */
const ACTIVITY_DETAILS_MAX_KEYS = 20;
const ACTIVITY_DETAIL_MAX_LENGTH = 1000;

/**
 * The facts of an activity entry: a few short values. Their count is checked first, so that an
 * object of a million keys is one problem rather than a million.
 */
const activityDetailsSchema = z
  .unknown()
  .refine(
    (details) => typeof details === "object" && details !== null && Object.keys(details).length <= ACTIVITY_DETAILS_MAX_KEYS,
    "validation.invalid",
  )
  .pipe(
    z.record(
      z.string().max(64, "validation.invalid"),
      z.union(
        [
          z.string().max(ACTIVITY_DETAIL_MAX_LENGTH, "validation.invalid").refine(isStorableText, "validation.invalid"),
          z.number().finite(),
          z.boolean(),
          z.null(),
        ],
        { error: "validation.invalid" },
      ),
      { error: "validation.invalid" },
    ),
  );

const activitySchema = z.object({
  id,
  actor_id: personId.nullable(),
  kind: z.enum(ACTIVITY_KINDS, { error: "validation.invalid" }),
  /** What the entry is about; the record may have been deleted since. */
  entity_id: id.nullable(),
  /** The client whose timeline shows the entry. */
  client_id: id.nullable(),
  details: activityDetailsSchema,
  created_at: instant,
});

/** The numbered series whose last number travels, so that numbering continues where it was. */
export const NUMBER_SERIES = ["order"] as const;

const numberSeriesSchema = z.object({
  series: z.enum(NUMBER_SERIES, { error: "validation.invalid" }),
  last_number: z.number({ error: "validation.invalid" }).int("validation.invalid").min(1, "validation.invalid").max(2_147_483_647),
});

/** The records of a workspace file, by kind, each checked by the rules of its form. */
export const WORKSPACE_FILE_RECORDS = {
  /** Who belonged to the workspace: what the person ids of the file name. They do not join the new workspace. */
  members: memberSchema,
  tax_rates: taxRateSchema,
  clients: clientSchema,
  inventory_items: inventoryItemSchema,
  orders: orderSchema,
  notes: noteSchema,
  tasks: taskSchema,
  client_emails: clientEmailSchema,
  /** The activity log: the dashboard's recent activity and the clients' timelines. */
  activity: activitySchema,
  number_series: numberSeriesSchema,
};
export type RecordKind = keyof typeof WORKSPACE_FILE_RECORDS;

const fileHead = {
  format: z.literal(WORKSPACE_FILE_FORMAT, { error: "validation.invalid" }),
  version: z.literal(WORKSPACE_FILE_VERSION, { error: "validation.invalid" }),
  exported_at: instant,
  workspace: workspaceSettingsSchema,
};

/** A workspace file, version 1. */
export const workspaceFileSchema = z.object({
  ...fileHead,
  members: z.array(memberSchema, { error: "validation.invalid" }),
  tax_rates: z.array(taxRateSchema, { error: "validation.invalid" }),
  clients: z.array(clientSchema, { error: "validation.invalid" }),
  inventory_items: z.array(inventoryItemSchema, { error: "validation.invalid" }),
  orders: z.array(orderSchema, { error: "validation.invalid" }),
  notes: z.array(noteSchema, { error: "validation.invalid" }),
  tasks: z.array(taskSchema, { error: "validation.invalid" }),
  client_emails: z.array(clientEmailSchema, { error: "validation.invalid" }),
  activity: z.array(activitySchema, { error: "validation.invalid" }),
  number_series: z.array(numberSeriesSchema, { error: "validation.invalid" }),
});
export type WorkspaceFile = z.output<typeof workspaceFileSchema>;

/**
 * A workspace file's outline: its head checked, its records only arrays. The import checks the
 * records one by one against WORKSPACE_FILE_RECORDS and stops at the first problem, so that a
 * file of a million faulty records costs one problem, not millions.
 */
const anyRecords = z.array(z.unknown(), { error: "validation.invalid" });
export const workspaceFileOutlineSchema = z.object({
  ...fileHead,
  ...(Object.fromEntries(Object.keys(WORKSPACE_FILE_RECORDS).map((kind) => [kind, anyRecords])) as Record<RecordKind, typeof anyRecords>),
});

/**
 * What the import route's validator checks before the whole file is read by workspaceFileSchema:
 * that it is a workspace file, in a version this server reads. The rest is checked by the service,
 * which says where a problem is.
 */
export const workspaceFileHeaderSchema = z.looseObject({
  format: z.literal(WORKSPACE_FILE_FORMAT, { error: "validation.invalid" }),
  version: z.literal(WORKSPACE_FILE_VERSION, { error: "validation.invalid" }),
});

/** POST /workspaces/import's answer: the new workspace, which the caller then switches to. */
export const importedWorkspaceSchema = z.object({
  workspace: z.object({ id: z.uuid(), name: z.string() }),
});
export type ImportedWorkspace = z.infer<typeof importedWorkspaceSchema>;

/** The person fields of each kind of record: all of them become the importer's account on import. */
export const PERSON_FIELDS = {
  clients: ["owner_id"],
  inventory_items: ["created_by"],
  orders: ["created_by"],
  notes: ["author_id"],
  tasks: ["assignee_id", "created_by"],
  client_emails: ["author_id"],
  activity: ["actor_id"],
} as const satisfies Partial<Record<keyof WorkspaceFile, readonly string[]>>;
