import { useEffect, useState } from "react";
import { SESSION_URL } from "@shared/auth/session-url";

/**
 * Whether the visitor of a public page (landing, not found) is signed in, so that its
 * way in leads straight to /dashboard. These pages load without the session query; this
 * asks once, and counts as signed out until the answer says otherwise.
 */
export function useSignedInHint(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch(SESSION_URL, { credentials: "same-origin", signal: controller.signal })
      .then(async (response) => {
        if (response.ok && (await response.json()) !== null) setSignedIn(true);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return signedIn;
}
