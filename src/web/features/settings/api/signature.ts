import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmailSignature } from "@shared/connect/signature";
import { apiRequest } from "@web/lib/api-client";

/** The email signature Connect appends (docs/product.md "Connect"). */
export const signatureQueryOptions = queryOptions({
  queryKey: ["signature"],
  queryFn: ({ signal }) => apiRequest<EmailSignature>("/signature", { signal }),
});

export const useSignature = () => useQuery(signatureQueryOptions);

export function useSaveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: EmailSignature) => apiRequest<EmailSignature>("/signature", { method: "PUT", body: signature }),
    onSuccess: (saved) => queryClient.setQueryData(signatureQueryOptions.queryKey, saved),
  });
}
