import { useEffect, useRef } from "react";

/**
 * A step of the dialog takes the focus when it appears, so that a keyboard user goes on from
 * its top rather than from the dialog's start once the previous step's button has gone.
 */
export function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
