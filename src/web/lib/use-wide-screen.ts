import { useSyncExternalStore } from "react";

/** Tailwind's `md` breakpoint (its default, 48rem), where lists turn from cards into tables. */
const WIDE_SCREEN = "(width >= 48rem)";

let query: MediaQueryList | undefined;
const wideScreen = () => (query ??= window.matchMedia(WIDE_SCREEN));

function subscribe(onChange: () => void): () => void {
  const list = wideScreen();
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/**
 * Whether the screen is at least as wide as a tablet, as CSS's `md:` sees it, following the window
 * as it is resized: a list renders its table or its cards, not both (docs/decisions.md 146).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wideScreen().matches);
}
