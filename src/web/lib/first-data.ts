import type { QueryClient } from "@tanstack/react-query";

/**
 * What a screen shows as soon as it opens, put in the query cache before its first render
 * (docs/decisions.md 152): given the cache and the address's query (`?sort=name`), it fetches the
 * queries the screen's components will ask for, with the same keys. The router waits for it with
 * the screen's code the first time the screen loads, so that the screen renders once, complete,
 * rather than a second time, in one long task, when each answer reaches its component.
 */
export type FirstData = (queryClient: QueryClient, search: URLSearchParams) => Promise<unknown>;
