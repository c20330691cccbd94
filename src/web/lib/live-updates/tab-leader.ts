/** A tab's part in running something one tab at a time. */
export interface TabTurn {
  /** Stops leading, or waiting to. */
  stop(): void;
  /** Resolves once this tab leads (its `lead` has run), or has found another tab leading. */
  settled: Promise<void>;
}

/**
 * Runs `lead` in one tab at a time among this browser's tabs that call it with the same
 * name (Web Locks): when the leading tab closes or stops, another takes over. Where the
 * browser has no Web Locks, every tab leads. `lead` answers how to stop leading.
 */
export function leadOneTabAtATime(name: string, lead: () => () => void): TabTurn {
  if (!("locks" in navigator)) return { stop: lead(), settled: Promise.resolve() };
  let stopped = false;
  let release: (() => void) | undefined;
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const waiting = new AbortController();
  const leadWhileHeld = () => {
    if (stopped) return undefined;
    const stopLeading = lead();
    settle();
    return new Promise<void>((resolve) => {
      release = () => {
        stopLeading();
        resolve();
      };
    });
  };
  // First without waiting, to know at once whether another tab leads; then in turn.
  navigator.locks
    .request(name, { ifAvailable: true }, (lock) => {
      if (lock) return leadWhileHeld();
      settle();
      if (!stopped) {
        navigator.locks.request(name, { signal: waiting.signal }, leadWhileHeld).catch(() => {
          // stopped while waiting for the lock
        });
      }
      return undefined;
    })
    .catch(() => {
      // no lock manager for this page (an opaque origin)
      settle();
    });
  return {
    stop: () => {
      stopped = true;
      settle();
      waiting.abort();
      release?.();
    },
    settled,
  };
}
