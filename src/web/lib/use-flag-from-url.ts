import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** A yes-or-no choice in the address: the parameter `name` at `value` when chosen, absent otherwise. */
export interface UrlFlag {
  name: string;
  value: string;
}

/** Whether the address makes the choice (`/clients?owner=me`). */
export const flagFromUrl = (params: URLSearchParams, flag: UrlFlag): boolean => params.get(flag.name) === flag.value;

/**
 * A yes-or-no choice of a screen kept in the address as one parameter, present when chosen
 * (`/clients?owner=me`, `/dashboard?view=mine`, `/inventory?low_stock=true`) and absent otherwise,
 * so that a reload, a shared link and Back bring it back. Changing it replaces the history entry,
 * as the sort does.
 */
export function useFlagFromUrl(flag: UrlFlag): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const { name, value } = flag;
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
  return [flagFromUrl(params, flag), setFlag];
}
