import { useState } from "react";
import { ORDER_STATUSES, type OrderStatus } from "@shared/orders/order-status";
import type { OrderSort } from "@shared/sorting";
import { ClientPicker, type ChosenClient } from "@web/components/client-picker";
import { SearchInput } from "@web/components/search-input";
import { SortSelect } from "@web/components/sort-select";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { formatLocalizedDate } from "@web/lib/localized-date";
import { useLanguage } from "@web/i18n/use-language";
import { customRange, DATE_PERIODS, presetRange, type CustomRangeError, type DatePeriod, type InstantRange } from "@web/lib/date-range";

const ALL = "all";
/** The day the date fields' placeholders write as an example, in the interface language's order. */
const EXAMPLE_DAY = new Date(2026, 11, 25);

/** What the orders list is narrowed to and ordered by. */
export interface OrderListFilters {
  status: OrderStatus | undefined;
  client: ChosenClient | null;
  range: InstantRange;
  sort: OrderSort;
}

interface OrdersFiltersProps {
  /** The search box's text: an order number, or part of a client's name. */
  search: string;
  onSearchChange: (search: string) => void;
  filters: OrderListFilters;
  onChange: (filters: OrderListFilters) => void;
}

/**
 * The orders list's search (an order's number, #42 or 42, or part of a client's name) and its
 * filters: status, client, a period (today, this month… or a custom range typed as the language
 * writes dates, both days included), and its order.
 */
export function OrdersFilters({ search, onSearchChange, filters, onChange }: OrdersFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [period, setPeriod] = useState<DatePeriod>("any");
  const [custom, setCustom] = useState({ from: "", to: "" });
  const [rangeError, setRangeError] = useState<CustomRangeError | null>(null);
  const change = (patch: Partial<OrderListFilters>) => onChange({ ...filters, ...patch });
  const example = formatLocalizedDate(EXAMPLE_DAY, language);

  function choosePeriod(next: DatePeriod) {
    setPeriod(next);
    setRangeError(null);
    if (next === "custom") applyCustom(custom);
    else change({ range: presetRange(next, new Date()) });
  }

  function applyCustom(typed: typeof custom) {
    setCustom(typed);
    const range = customRange(typed.from, typed.to, language);
    if ("error" in range) return setRangeError(range.error);
    setRangeError(null);
    change({ range });
  }

  const errorId = "orders-range-error";
  const invalid = (end: "from" | "to") =>
    rangeError === "reversed" || rangeError === `${end}Invalid` ? { "aria-invalid": true, "aria-describedby": errorId } : {};

  return (
    <div className="mb-4 space-y-2">
      <SearchInput label={t("orders.searchLabel")} placeholder={t("orders.searchPlaceholder")} value={search} onChange={onSearchChange} />
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <NativeSelect
          aria-label={t("orders.filterByStatus")}
          value={filters.status ?? ALL}
          onChange={(event) => change({ status: event.target.value === ALL ? undefined : (event.target.value as OrderStatus) })}
        >
          <option value={ALL}>{t("orders.allStatuses")}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`orders.status.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <div className="min-w-0">
          <Label htmlFor="orders-client-filter" className="sr-only">
            {t("orders.filterByClient")}
          </Label>
          <ClientPicker
            id="orders-client-filter"
            value={filters.client}
            onChange={(client) => change({ client })}
            noneLabel={t("orders.allClients")}
          />
        </div>
        <NativeSelect
          aria-label={t("orders.filterByDate")}
          value={period}
          onChange={(event) => choosePeriod(event.target.value as DatePeriod)}
        >
          {DATE_PERIODS.map((value) => (
            <option key={value} value={value}>
              {t(`orders.period.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <SortSelect
          className="w-full"
          value={filters.sort}
          onChange={(sort) => change({ sort })}
          options={[
            { value: "-created_at", label: t("sort.newest") },
            { value: "created_at", label: t("sort.oldest") },
            { value: "-total_price", label: t("sort.totalDesc") },
            { value: "total_price", label: t("sort.totalAsc") },
            {
              value: "status",
              label: t("sort.statusAsc", { first: t("orders.status.created"), last: t("orders.status.cancelled") }),
            },
            {
              value: "-status",
              label: t("sort.statusDesc", { first: t("orders.status.cancelled"), last: t("orders.status.created") }),
            },
          ]}
        />
      </div>
      {period === "custom" && (
        <div className="grid gap-2 sm:grid-cols-2 lg:w-1/2">
          {(["from", "to"] as const).map((end) => (
            <div key={end} className="space-y-1.5">
              <Label htmlFor={`orders-range-${end}`}>{t(`orders.range.${end}`)}</Label>
              <Input
                id={`orders-range-${end}`}
                autoComplete="off"
                placeholder={t("orders.range.placeholder", { example })}
                value={custom[end]}
                onChange={(event) => applyCustom({ ...custom, [end]: event.target.value })}
                {...invalid(end)}
              />
            </div>
          ))}
        </div>
      )}
      {period === "custom" && rangeError && (
        <p id={errorId} className="text-sm text-destructive" role="status">
          {t(`orders.range.${rangeError}`, { example })}
        </p>
      )}
    </div>
  );
}
