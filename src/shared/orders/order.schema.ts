import { z } from "zod";
import { INVENTORY_QUANTITY_MAX } from "../inventory/inventory-limits";
import { ORDER_LINES_MAX } from "./order-limits";
import { ORDER_STATUSES } from "./order-status";

/**
 * The order rules (docs/product.md "Orders" and "Order detail"), shared by the order forms and the API.
 * Messages are translation keys of the web app. Prices, names and totals are never
 * taken from the browser: unknown keys such as `unit_price` are stripped.
 */
export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: "validation.invalidStatus" });

const inventoryItemIdSchema = z.uuid({ error: "validation.chooseItem" });

/** The quantity rule of lineQuantityProblem (order-limits.ts), for the API and its documentation. */
const lineQuantitySchema = z
  .number({ error: "validation.quantityWhole" })
  .int("validation.quantityWhole")
  .min(1, "validation.lineQuantityMin")
  .max(INVENTORY_QUANTITY_MAX, "validation.quantityTooLarge");

/**
 * The line's tax rate, one of the workspace's rates on offer: left out, a new line takes its
 * item's default rate and an existing line keeps the tax it has; null for no tax.
 */
const lineTaxRateIdSchema = z
  .uuid({ error: "validation.invalid" })
  .nullable()
  .optional()
  .describe("A tax rate of the workspace (GET /tax-rates); left out: the item's default rate, or the line's current tax; null: no tax");

const newOrderLineSchema = z.object({
  inventory_item_id: inventoryItemIdSchema,
  quantity: lineQuantitySchema,
  tax_rate_id: lineTaxRateIdSchema,
});

/** POST body: an optional client and at least one line ('No items selected'). */
export const createOrderSchema = z.object({
  client_id: z.uuid({ error: "validation.invalid" }).nullable().optional(),
  lines: z
    .array(newOrderLineSchema, { error: "validation.noItemsSelected" })
    .min(1, "validation.noItemsSelected")
    .max(ORDER_LINES_MAX, "validation.tooManyLines"),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/**
 * A line of the edited set: with the `id` of an existing line it updates that line,
 * without one it is added. `inventory_item_id` is null only on an existing line whose
 * item has been deleted since (as the order shows it): that line keeps its name and price.
 */
const editedOrderLineSchema = z
  .object({
    id: z.uuid({ error: "validation.invalid" }).optional(),
    inventory_item_id: inventoryItemIdSchema.nullable(),
    quantity: lineQuantitySchema,
    tax_rate_id: lineTaxRateIdSchema,
  })
  .refine((line) => line.inventory_item_id !== null || line.id !== undefined, {
    message: "validation.chooseItem",
    path: ["inventory_item_id"],
  });

const editedOrderLinesSchema = z
  .array(editedOrderLineSchema, { error: "validation.noItemsInOrder" })
  .min(1, "validation.noItemsInOrder")
  .max(ORDER_LINES_MAX, "validation.tooManyLines")
  .superRefine((lines, context) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (line.id === undefined) return;
      if (seen.has(line.id)) context.addIssue({ code: "custom", message: "validation.invalid", path: [index, "id"] });
      seen.add(line.id);
    });
  });

/**
 * PATCH body: a new status, the whole new set of lines (lines left out are deleted), or both.
 * At least one line must remain ('No items in order'). `expected_updated_at`, the version the
 * change was made on, turns a save over a newer version into a 409 (docs/decisions.md 74).
 */
export const updateOrderSchema = z
  .object({
    status: orderStatusSchema,
    lines: editedOrderLinesSchema,
    expected_updated_at: z.iso
      .datetime({ offset: true })
      .describe(
        "Precondition: the updated_at of the version this change was made on; when the order has a newer one, " +
          "nothing changes and the answer is a 409 (details.reason order_changed)",
      ),
  })
  .partial()
  .refine((patch) => patch.status !== undefined || patch.lines !== undefined, "validation.nothingToUpdate");
export type UpdateOrderInput = z.input<typeof updateOrderSchema>;

/** The tax of one rate on an order: the rate's name and percent, the amount it is computed on, and the tax. */
export const orderTaxSchema = z.object({
  name: z.string(),
  rate: z.number(),
  base: z.number(),
  amount: z.number(),
});
export type OrderTax = z.infer<typeof orderTaxSchema>;

/**
 * An order as the list shows it. Amounts are numbers in the workspace's currency, with at most
 * its minor unit's decimals (docs/product.md "Money and taxes").
 */
export const orderResourceSchema = z.object({
  id: z.uuid(),
  /** What people call the order, #42: gapless in its workspace, given when it is made. */
  number: z.number().int(),
  client_id: z.uuid().nullable(),
  client_name: z.string().nullable(),
  status: orderStatusSchema,
  /** Whether the line prices include tax (the workspace's setting when the order was made). */
  prices_include_tax: z.boolean(),
  subtotal_net: z.number(),
  tax_total: z.number(),
  /** The tax per rate, highest rate first. */
  taxes: z.array(orderTaxSchema),
  /** The amount due, tax included: subtotal_net + tax_total. */
  total_price: z.number(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Order = z.infer<typeof orderResourceSchema>;

/** A line as saved: the item's name and price at save time; `inventory_item_id` is null once the item is deleted. */
export const orderLineResourceSchema = z.object({
  id: z.uuid(),
  inventory_item_id: z.uuid().nullable(),
  item_name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  /** quantity × unit_price, before tax or tax included as the order's prices are. */
  subtotal: z.number(),
  /** The rate picked (null once deleted), and its name and percent as of the save; all null for no tax. */
  tax_rate_id: z.uuid().nullable(),
  tax_name: z.string().nullable(),
  tax_rate: z.number().nullable(),
});
export type OrderLine = z.infer<typeof orderLineResourceSchema>;

/** An order with its lines, in the order they were saved. */
export const orderDetailResourceSchema = orderResourceSchema.extend({ lines: z.array(orderLineResourceSchema) });
export type OrderDetail = z.infer<typeof orderDetailResourceSchema>;

/** `error.details` of a 409 on an order: enough for the web app to word the refusal itself. */
export const insufficientStockDetailsSchema = z.object({
  reason: z.literal("insufficient_stock"),
  item_id: z.uuid(),
  item_name: z.string(),
  /** Units in stock now. */
  available: z.number().int(),
  /** Units the refused change needed to take out of stock. */
  requested: z.number().int(),
});
export type InsufficientStockDetails = z.infer<typeof insufficientStockDetailsSchema>;

export const orderLockedDetailsSchema = z.object({
  reason: z.literal("order_locked"),
  status: orderStatusSchema,
});
export type OrderLockedDetails = z.infer<typeof orderLockedDetailsSchema>;

/** The order changed after the version the refused save was made on. */
export const orderChangedDetailsSchema = z.object({
  reason: z.literal("order_changed"),
  /** The version saved now, to send as `expected_updated_at` to overwrite it. */
  updated_at: z.iso.datetime(),
});
export type OrderChangedDetails = z.infer<typeof orderChangedDetailsSchema>;

/** The order has an invoice in force (its lines are what it printed), or was invoiced (it cannot be deleted). */
export const orderInvoicedDetailsSchema = z.object({ reason: z.literal("order_invoiced") });

export const orderConflictDetailsSchema = z.discriminatedUnion("reason", [
  insufficientStockDetailsSchema,
  orderLockedDetailsSchema,
  orderChangedDetailsSchema,
  orderInvoicedDetailsSchema,
]);
export type OrderConflictDetails = z.infer<typeof orderConflictDetailsSchema>;
