import type { QueryClient } from "@tanstack/react-query";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/**
 * After a task is added, changed or deleted: every list of tasks, and for a client's task its
 * timeline (which shows tasks added and done) and the dashboard's activity. The event stream
 * brings the same to the other tabs and members; this tab need not wait for it. Not awaited,
 * so that the form is free again at once.
 */
export function refreshAfterTaskChange(queryClient: QueryClient, clientId: string | null) {
  void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.tasks });
  if (clientId) {
    void queryClient.invalidateQueries({ queryKey: [...QUERY_ROOTS.timeline, clientId] });
    void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard });
  }
}
