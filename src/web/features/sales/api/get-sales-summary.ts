import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SalesSummary } from "@shared/reports/report.schema";
import { apiRequest } from "@web/lib/api-client";
import type { PeriodRange } from "@web/lib/period-from-url";
import { QUERY_ROOTS } from "@web/lib/query-keys";

export const getSalesSummaryQueryOptions = (range: PeriodRange) =>
  queryOptions({
    // Under the reports' root: a change of an order or a client anywhere in the workspace refreshes it.
    queryKey: [...QUERY_ROOTS.reports, "sales", range],
    queryFn: ({ signal }) => apiRequest<SalesSummary>("/reports/sales", { query: { from: range.from, to: range.to }, signal }),
    // Another period keeps the figures in view, dimmed, until its own arrive.
    placeholderData: keepPreviousData,
  });

/** The sales of the range. */
export function useSalesSummary(range: PeriodRange) {
  return useQuery(getSalesSummaryQueryOptions(range));
}
