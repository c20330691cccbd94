import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The owner the address names (`me`, a member's id), or undefined for everyone's clients. */
export const ownerFromUrl = (params: URLSearchParams): string | undefined => params.get("owner") || undefined;

/**
 * Whose clients the board shows, kept in the address (`?owner=me`, `?owner=<a member's id>`,
 * none for everyone's) so that a reload, a shared link and Back bring it back. Changing it
 * replaces the history entry, as the clients' Mine does.
 */
export function useOwnerFromUrl(): [string | undefined, (owner: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const setOwner = useCallback(
    (owner: string | undefined) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (owner) updated.set("owner", owner);
          else updated.delete("owner");
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [ownerFromUrl(params), setOwner];
}
