import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GeneratedEmail, GenerateOutreachEmailInput } from "@shared/connect/outreach.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

export const generateOutreachEmail = (body: GenerateOutreachEmailInput) =>
  apiRequest<GeneratedEmail>("/functions/generate-outreach-email", { method: "POST", body });

export function useGenerateOutreachEmail() {
  const queryClient = useQueryClient();
  // The dashboard's recent activity lists the emails written.
  return useMutation({
    mutationFn: generateOutreachEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard }),
  });
}
