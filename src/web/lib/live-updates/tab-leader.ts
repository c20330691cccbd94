/**
 * Runs `lead` in one tab at a time among this browser's tabs that call it with the same
 * name (Web Locks): when the leading tab closes or stops, another takes over. Where the
 * browser has no Web Locks, every tab leads. `lead` answers how to stop leading; this
 * answers how to stop (leading, or waiting to).
 */
export function leadOneTabAtATime(name: string, lead: () => () => void): () => void {
  if (!("locks" in navigator)) return lead();
  const waiting = new AbortController();
  let release: (() => void) | undefined;
  navigator.locks
    .request(name, { signal: waiting.signal }, () => {
      const stopLeading = lead();
      return new Promise<void>((resolve) => {
        release = () => {
          stopLeading();
          resolve();
        };
      });
    })
    .catch(() => {
      // stopped while waiting for the lock
    });
  return () => {
    waiting.abort();
    release?.();
  };
}
