import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { TOAST_DURATION } from "@web/components/ui/sonner";
import { authCall } from "./auth-call";
import { authClient } from "@web/lib/auth/auth-client";
import { sessionQueryOptions } from "@web/lib/auth/session";

/** Signs out, forgets every cached query of the user, and goes to the landing page. */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const failure = await authCall(() => authClient.signOut());
    if (failure) {
      toast.error(t("auth.errors.signOutTitle"), {
        description: failure.message ?? t("auth.errors.unexpected"),
        duration: TOAST_DURATION.error,
      });
      return;
    }
    queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0] });
    void navigate("/", { replace: true });
  };
}
