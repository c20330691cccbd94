/**
 * Where /auth leads once the user is signed in: the dashboard, or the page that sent them there
 * to sign in first (an invitation), named in the history entry's state as `returnTo`. Only a path
 * of this app is followed, never another site.
 */
export function returnToOf(state: unknown): string {
  const returnTo = typeof state === "object" && state !== null && "returnTo" in state ? state.returnTo : undefined;
  return typeof returnTo === "string" && /^\/(?![/\\])/.test(returnTo) ? returnTo : "/dashboard";
}

/** The state that sends /auth back to `path` after signing in, with the address to fill in and the tab to open. */
export function returnToState(path: string, email: string, tab: "sign-in" | "sign-up") {
  return { returnTo: path, email, tab };
}
