import { useState } from "react";
import { useLocation } from "react-router";

/** The search the address asks for (`q`), empty without one. */
export const searchFromUrl = (params: URLSearchParams): string => params.get("q") ?? "";

/**
 * A list's search box, starting from the address's `q` (`/clients?q=Ada`, as the dashboard
 * links to a client), and starting again from it when a link changes it.
 */
export function useSearchFromUrl(): [string, (search: string) => void] {
  const q = searchFromUrl(new URLSearchParams(useLocation().search));
  const [search, setSearch] = useState(q);
  const [startedFrom, setStartedFrom] = useState(q);
  if (q !== startedFrom) {
    setStartedFrom(q);
    setSearch(q);
  }
  return [search, setSearch];
}
