import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScheduleMeetingInput } from "@shared/meetings/meeting.schema";
import { apiRequestFile } from "@web/lib/api-client";
import { dashboardQueryKey } from "./get-dashboard";

/** Answers with the invitation: an .ics file's text and the name the server gives it. */
export const scheduleMeeting = (body: ScheduleMeetingInput) => apiRequestFile("/meetings", { method: "POST", body });

export function useScheduleMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleMeeting,
    // The server records the meeting in the recent activity.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
