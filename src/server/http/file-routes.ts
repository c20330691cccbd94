/** The routes that take a file's bytes as their body, and the most each takes. */
export interface FileRoutes {
  /** The most bytes the route at `path` takes, or undefined for a route that takes no file. */
  limitOf(path: string): number | undefined;
  /** Every limit, for the body limit's counters. */
  readonly limits: readonly number[];
}

/** A route is named by its path, or by a pattern for a path with an id in it. */
export function fileRoutes(routes: readonly (readonly [string | RegExp, number])[]): FileRoutes {
  const exact = new Map(routes.filter((route): route is readonly [string, number] => typeof route[0] === "string"));
  const patterns = routes.filter((route): route is readonly [RegExp, number] => route[0] instanceof RegExp);
  return {
    limitOf: (path) => exact.get(path) ?? patterns.find(([pattern]) => pattern.test(path))?.[1],
    limits: routes.map(([, limit]) => limit),
  };
}
