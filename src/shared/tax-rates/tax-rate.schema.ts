import { z } from "zod";
import { hasAtMostDecimals } from "../money/currency";
import { line, patchOf } from "../schema-helpers";
import { TAX_RATE_DIGITS, TAX_RATE_NAME_MAX_LENGTH } from "./tax-rate-limits";

/**
 * A workspace's tax rates (docs/product.md "Money and taxes"), shared by the settings form and
 * the API. Messages are translation keys of the web app.
 */
export const taxRateFields = {
  name: z
    .string({ error: "validation.taxRateNameRequired" })
    .pipe(line().min(1, "validation.taxRateNameRequired").max(TAX_RATE_NAME_MAX_LENGTH, "validation.taxRateNameTooLong")),
  /** In percent: 20 for 20 %, 5.5 for 5.5 %. */
  rate: z
    .number({ error: "validation.taxRateRange" })
    .min(0, "validation.taxRateRange")
    .max(100, "validation.taxRateRange")
    .refine((rate) => hasAtMostDecimals(rate, TAX_RATE_DIGITS), "validation.taxRateDecimals"),
};

/** POST /tax-rates. */
export const createTaxRateSchema = z.object(taxRateFields);
export type CreateTaxRateInput = z.input<typeof createTaxRateSchema>;

/** PATCH /tax-rates/{id}: rename, change the percent (lines already saved keep theirs), archive or bring back. */
export const updateTaxRateSchema = patchOf({ ...taxRateFields, archived: z.boolean({ error: "validation.invalid" }) });
export type UpdateTaxRateInput = z.input<typeof updateTaxRateSchema>;

/** A tax rate as the API returns it. */
export const taxRateResourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  rate: z.number(),
  /** Archived: kept on the lines that use it, no longer offered. */
  archived: z.boolean(),
  /** Whether an order line uses it: such a rate is archived rather than deleted. */
  in_use: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TaxRate = z.infer<typeof taxRateResourceSchema>;

/** `error.details` of a 409 on DELETE /tax-rates/{id}: the rate is on order lines, archive it instead. */
export const taxRateInUseDetailsSchema = z.object({ reason: z.literal("tax_rate_in_use") });
