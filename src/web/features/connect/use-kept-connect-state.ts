import { useEffect, useState } from "react";
import { connectStorageKey, EMPTY_CONNECT_STATE, parseConnectState, type ConnectState } from "./connect-draft";

/** Session storage can be refused (a privacy mode, a full quota): the page then works without keeping anything. */
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Nothing kept: the draft still lives on screen.
  }
}

/** The Connect page's state, read from the tab's session storage on arrival and written back on every change. */
export function useKeptConnectState(userId: string | undefined) {
  const key = userId === undefined ? null : connectStorageKey(userId);
  const [state, setState] = useState<ConnectState>(() => (key ? parseConnectState(read(key)) : EMPTY_CONNECT_STATE));
  useEffect(() => {
    if (key) write(key, JSON.stringify(state));
  }, [key, state]);
  return [state, setState] as const;
}
