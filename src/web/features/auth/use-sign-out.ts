import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authCall } from "@web/lib/auth/auth-call";
import { failureDescription } from "@web/lib/error-messages";
import { useAuthErrorToast } from "./use-auth-toast";

/** Signs out, goes to the landing page, and forgets every cached query of the user. */
export function useSignOut() {
  const showError = useAuthErrorToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // The auth client is loaded on demand: the signed-in screens need it for this only.
    const failure = await authCall(async () => (await import("@web/lib/auth/auth-client")).authClient.signOut());
    if (failure) {
      showError({ title: "auth.errors.signOutTitle", description: failureDescription(failure) });
      return;
    }
    // Leave the signed-in pages first. Their session guard must never see a "no session"
    // answer, or it sends the user on to /auth: removing the cached session tells its
    // observers nothing, and the next page to ask for the session fetches it afresh.
    await navigate("/", { replace: true });
    queryClient.removeQueries();
  };
}
