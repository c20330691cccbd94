import { useMutation } from "@tanstack/react-query";
import type { GeneratedEmail, GenerateOutreachEmailInput } from "@shared/connect/outreach.schema";
import { apiRequest } from "@web/lib/api-client";

export const generateOutreachEmail = (body: GenerateOutreachEmailInput) =>
  apiRequest<GeneratedEmail>("/functions/generate-outreach-email", { method: "POST", body });

export function useGenerateOutreachEmail() {
  return useMutation({ mutationFn: generateOutreachEmail });
}
