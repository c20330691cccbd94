import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { SortValue } from "@shared/sorting";

/**
 * A list's order, kept in the address (`/inventory?sort=-quantity`) so that a reload, a shared
 * link and the Back button bring the same order back. An unknown value reads as the default;
 * choosing the default takes `sort` out of the address. Changing it replaces the history entry.
 */
export function useSortFromUrl<Sort extends string>(allowed: readonly Sort[], defaultSort: Sort): [Sort, (sort: Sort) => void] {
  const [params, setParams] = useSearchParams();
  const sort = sortFromUrl(params, allowed, defaultSort);
  const setSort = useCallback(
    (next: Sort) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === defaultSort) updated.delete("sort");
          else updated.set("sort", next);
          return updated;
        },
        { replace: true },
      ),
    [setParams, defaultSort],
  );
  return [sort, setSort];
}

/** The order the address asks for (`sort`), or the default when it asks for none or for one not allowed. */
export function sortFromUrl<Sort extends string>(params: URLSearchParams, allowed: readonly Sort[], defaultSort: Sort): Sort {
  const asked = params.get("sort");
  return asked !== null && (allowed as readonly string[]).includes(asked) ? (asked as Sort) : defaultSort;
}

/** What a sortable column header does: sort by `field`, first `firstDirection`, then the other way on each click. */
export interface SortableColumn<Field extends string> {
  field: Field;
  firstDirection: "ascending" | "descending";
}

/** The sort a click on a column header asks for: the column's first direction, or the reverse when it is already sorted by it. */
export function nextSort<Field extends string>(current: SortValue<Field>, column: SortableColumn<Field>): SortValue<Field> {
  const descendingNow = current === `-${column.field}`;
  if (current === column.field || descendingNow) return descendingNow ? column.field : `-${column.field}`;
  return column.firstDirection === "ascending" ? column.field : `-${column.field}`;
}
