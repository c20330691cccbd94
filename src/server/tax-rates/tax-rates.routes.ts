import { createRoute, z } from "@hono/zod-openapi";
import { ACTIVE_TAX_RATES_MAX } from "@shared/tax-rates/tax-rate-limits";
import { createTaxRateSchema, taxRateResourceSchema, updateTaxRateSchema } from "@shared/tax-rates/tax-rate.schema";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, idParamsSchema, jsonBody, jsonContent, notFoundResponse } from "../http/openapi";

const tags = ["Tax rates"];

export const taxRateSchema = taxRateResourceSchema.openapi("TaxRate");

const notFound = notFoundResponse("tax rate in the workspace");

const adminsOnly = {
  403: jsonContent(errorBodySchema, "A member: only an admin or the owner changes the workspace's tax rates"),
};

const nameTakenOrTooMany =
  "`details.reason`: `tax_rate_name_taken` (another rate on offer has the name, whatever the case), " +
  `\`too_many_tax_rates\` (${ACTIVE_TAX_RATES_MAX} on offer already)`;

export const listTaxRates = createRoute({
  operationId: "listTaxRates",
  method: "get",
  path: "/tax-rates",
  tags,
  summary: "The workspace's tax rates, for every member: those on offer first, then the archived ones, each by name",
  responses: {
    200: jsonContent(z.object({ items: z.array(taxRateSchema) }).openapi("TaxRateList"), "The tax rates, all of them"),
    ...commonErrorResponses,
  },
});

export const createTaxRate = createRoute({
  operationId: "createTaxRate",
  method: "post",
  path: "/tax-rates",
  tags,
  summary: `Add a tax rate on offer (an admin or the owner): a name and a percent from 0 to 100; ${ACTIVE_TAX_RATES_MAX} on offer at most`,
  request: { body: jsonBody(createTaxRateSchema.openapi("NewTaxRate")) },
  responses: {
    201: jsonContent(taxRateSchema, "The new tax rate"),
    ...commonErrorResponses,
    ...adminsOnly,
    409: jsonContent(errorBodySchema, nameTakenOrTooMany),
  },
});

export const updateTaxRate = createRoute({
  operationId: "updateTaxRate",
  method: "patch",
  path: "/tax-rates/{id}",
  tags,
  summary:
    "Rename a tax rate or change its percent (order lines saved with it keep theirs), archive it (`archived: true`: no longer " +
    "offered, and no item's default any more) or bring it back (`archived: false`): an admin or the owner",
  request: { params: idParamsSchema, body: jsonBody(updateTaxRateSchema.openapi("TaxRatePatch")) },
  responses: {
    200: jsonContent(taxRateSchema, "The tax rate"),
    ...commonErrorResponses,
    ...adminsOnly,
    ...notFound,
    409: jsonContent(errorBodySchema, nameTakenOrTooMany),
  },
});

export const deleteTaxRate = createRoute({
  operationId: "deleteTaxRate",
  method: "delete",
  path: "/tax-rates/{id}",
  tags,
  summary: "Delete a tax rate that no order line uses (an admin or the owner); its items lose it as their default",
  request: { params: idParamsSchema },
  responses: {
    204: { description: "Deleted" },
    ...commonErrorResponses,
    ...adminsOnly,
    ...notFound,
    409: jsonContent(errorBodySchema, "An order line uses the rate (`details.reason`: `tax_rate_in_use`): archive it instead"),
  },
});
