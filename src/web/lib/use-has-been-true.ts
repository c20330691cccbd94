import { useState } from "react";

/**
 * Whether `value` is or has ever been true. A dialog whose code loads when it first
 * opens stays mounted from then on, so that closing it keeps what was typed in it.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(value);
  if (value && !hasBeen) setHasBeen(true);
  return hasBeen || value;
}
