import { useMutation } from "@tanstack/react-query";
import type { AiHealth } from "@shared/connect/outreach.schema";
import { apiRequest } from "@web/lib/api-client";

/** The "Test AI" button: a tiny completion, with the key's length and hash prefix. */
export const checkAiHealth = () => apiRequest<AiHealth>("/functions/ai-healthcheck", { method: "POST", body: { debug: true } });

export function useCheckAiHealth() {
  return useMutation({ mutationFn: checkAiHealth });
}
