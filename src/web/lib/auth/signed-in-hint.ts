import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { SESSION_URL } from "@shared/auth/session-url";

/**
 * The way in from a public page (landing, not found): a click asks the server whether the visitor
 * is signed in and goes straight to /dashboard if so, else to the link's own address. Asked on
 * the click, not when the page loads, so that these pages check no session while they load. A
 * click with a modifier key (a new tab) is left to the browser.
 */
export function useWayIn(signedOutPath: string) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    fetch(SESSION_URL, { credentials: "same-origin" })
      .then(async (response) => response.ok && (await response.json()) !== null)
      .catch(() => false)
      .then((signedIn) => navigate(signedIn ? "/dashboard" : signedOutPath));
  };
}
