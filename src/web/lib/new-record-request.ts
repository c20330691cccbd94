import { useEffect, useEffectEvent } from "react";
import { useSearchParams } from "react-router";

/** The address parameter that asks a screen for the form of a new record: `/clients?new=1`. */
export const NEW_RECORD_PARAM = "new";

export const newRecordPath = (path: string) => `${path}?${NEW_RECORD_PARAM}=1`;

/**
 * Opens the screen's form of a new record when the address asks for it (the command palette's
 * "New client", the `n` shortcut), then takes the parameter off, so that Back or a reload does not
 * open it again.
 */
export function useNewRecordRequest(openForm: () => void) {
  const [params, setParams] = useSearchParams();
  const requested = params.has(NEW_RECORD_PARAM);
  const open = useEffectEvent(openForm);
  useEffect(() => {
    if (!requested) return;
    open();
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(NEW_RECORD_PARAM);
        return rest;
      },
      { replace: true },
    );
  }, [requested, setParams]);
}
