import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { TAX_RATE_DIGITS } from "@shared/tax-rates/tax-rate-limits";
import { apiRequest } from "./api-client";
import { numberFormat } from "./intl-formats";
import { QUERY_ROOTS } from "./query-keys";

/**
 * The workspace's tax rates (docs/product.md "Money and taxes"), which the item form, the
 * order lines and the workspace settings all read: the rates on offer first, by name, then
 * the archived ones. A change to a rate anywhere refreshes them (QUERY_ROOTS.taxRates).
 */
export const taxRatesQueryOptions = queryOptions({
  queryKey: [...QUERY_ROOTS.taxRates, "list"],
  queryFn: ({ signal }) => apiRequest<{ items: TaxRate[] }>("/tax-rates", { signal }),
  staleTime: 30_000,
});

export function useTaxRates() {
  return useQuery(taxRatesQueryOptions);
}

/** The rates a line or an item can be given now: those not archived. */
export function activeTaxRates(rates: readonly TaxRate[] | undefined): TaxRate[] {
  return (rates ?? []).filter((rate) => !rate.archived);
}

/** A tax rate's percent as the interface language writes it: 20%, 5,5 %, 5,5 %, with up to its 3 decimals. */
export function formatTaxPercent(rate: number, language: string): string {
  const format = numberFormat(language, { style: "percent", maximumFractionDigits: TAX_RATE_DIGITS });
  // In thousandths of a percent, so that 5.5 is 0.055 and not 0.055000000000000004.
  return format.format(Math.round(rate * 10 ** TAX_RATE_DIGITS) / 10 ** (TAX_RATE_DIGITS + 2));
}
