import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Funnel, OrdersByStatus, RevenueByMonth, RevenueByOwner, TopClients, TopItems } from "@shared/reports/report.schema";
import { apiRequest } from "@web/lib/api-client";
import type { PeriodRange } from "@web/lib/period-from-url";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { browserTimeZone } from "@web/lib/time-zone";

/** What each report route (`/api/v1/reports/<name>`) answers. */
interface Reports {
  "revenue-by-month": RevenueByMonth;
  "orders-by-status": OrdersByStatus;
  "top-clients": TopClients;
  "top-items": TopItems;
  funnel: Funnel;
  "revenue-by-owner": RevenueByOwner;
}

export type ReportName = keyof Reports;

/** The live updates refresh this root whenever an order or a client changes, whoever changed it. */
export const reportsQueryKey = QUERY_ROOTS.reports;

/** The revenue per month counts the months of the browser's time zone. */
export const getReportQueryOptions = <Name extends ReportName>(name: Name, range: PeriodRange) => {
  const query = { ...range, ...(name === "revenue-by-month" && { tz: browserTimeZone() }) };
  return queryOptions({
    queryKey: [...reportsQueryKey, name, query],
    queryFn: ({ signal }) => apiRequest<Reports[Name]>(`/reports/${name}`, { query, signal }),
    // Another period keeps the figures in place until its own arrive.
    placeholderData: keepPreviousData,
  });
};

export function useReport<Name extends ReportName>(name: Name, range: PeriodRange) {
  return useQuery(getReportQueryOptions(name, range));
}
