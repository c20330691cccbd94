import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { Toaster } from "@web/components/ui/sonner";
import { queryClient } from "./query-client";

/**
 * What the /auth and signed-in screens share and the public pages do without: the
 * server-state cache and the toasts. Loaded with the first of those screens.
 */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
