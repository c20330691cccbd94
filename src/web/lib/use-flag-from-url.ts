import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A yes-or-no choice of a screen kept in the address as one parameter, present when chosen
 * (`/clients?owner=me`, `/dashboard?view=mine`) and absent otherwise, so that a reload, a shared
 * link and Back bring it back. Changing it replaces the history entry, as the sort does.
 */
export function useFlagFromUrl(name: string, value: string): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const setFlag = useCallback(
    (on: boolean) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (on) updated.set(name, value);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [setParams, name, value],
  );
  return [params.get(name) === value, setFlag];
}
