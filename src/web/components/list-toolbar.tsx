import type { ReactNode } from "react";

/**
 * The row above a list: its search, then its filters and "Sort by". On a phone each control
 * has a row; from 640 px the search has a row of its own and the selects share the next, so
 * that a language's long placeholder still fits; from 1024 px all of them fit on one.
 */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:flex-nowrap">{children}</div>;
}
