import { useEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

/**
 * Returns a ref, and whether its element has come near the viewport yet (within `margin`, so that
 * what it shows is drawn before it scrolls in): once true, it stays true. A page about to be
 * printed counts as seen whole. What a screen draws below the fold then waits until it is wanted
 * (docs/decisions.md 146).
 */
export function useSeen<E extends Element>(margin = "300px 0px"): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    // The print preview is laid out as soon as the event's handlers return: draw everything now.
    const beforePrint = () => flushSync(() => setSeen(true));
    window.addEventListener("beforeprint", beforePrint);
    return () => {
      observer.disconnect();
      window.removeEventListener("beforeprint", beforePrint);
    };
  }, [margin, seen]);

  return [ref, seen];
}
