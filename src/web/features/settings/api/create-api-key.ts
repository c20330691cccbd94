import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateApiKeyInput, CreatedApiKey } from "@shared/auth/api-key.schema";
import { apiRequest } from "@web/lib/api-client";
import { apiKeysQueryKey } from "./list-api-keys";

export const createApiKey = (body: CreateApiKeyInput) => apiRequest<CreatedApiKey>("/api-keys", { method: "POST", body });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }) });
}
