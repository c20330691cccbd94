import { useCallback } from "react";
import { useSearchParams } from "react-router";

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
  return [params.get("owner") || undefined, setOwner];
}
