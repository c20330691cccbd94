/** The first wait before reconnecting, and the longest. */
export const RECONNECT_DELAY_MS = { first: 1_000, longest: 30_000 } as const;

/**
 * How long to wait before the next attempt after `failures` failed ones in a row: doubling
 * from 1 s to at most 30 s, each wait drawn between half and all of that, so that the
 * clients of a restarted server do not all come back in the same instant.
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_DELAY_MS.longest, RECONNECT_DELAY_MS.first * 2 ** Math.min(failures, 16));
  return Math.round(ceiling * (0.5 + random() / 2));
}
