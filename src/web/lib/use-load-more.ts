import { useEffect, useRef } from "react";

/**
 * Returns a ref for an element at the end of a list: when it scrolls into view
 * (or is visible already), `loadMore` runs, as long as `enabled` is true.
 */
export function useLoadMore<E extends Element>(loadMore: () => void, enabled: boolean) {
  const ref = useRef<E>(null);
  const loadMoreRef = useRef(loadMore);
  // The observer calls the latest `loadMore`, without starting over each time it changes.
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
