import { useLocation } from "react-router";

/**
 * The email typed on one sign-in screen, carried to the next ("Forgot password?" and back)
 * in the history entry's state: never in the address, where it would be logged.
 */
export function carriedEmailState(email: string) {
  return { email };
}

export function useCarriedEmail(): string {
  const state: unknown = useLocation().state;
  return typeof state === "object" && state !== null && "email" in state && typeof state.email === "string" ? state.email : "";
}
