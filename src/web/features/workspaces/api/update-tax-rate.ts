import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TaxRate, UpdateTaxRateInput } from "@shared/tax-rates/tax-rate.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** Renames a rate, changes its percent (lines already saved keep theirs), archives it or offers it again. */
export function useUpdateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateTaxRateInput & { id: string }) =>
      apiRequest<TaxRate>(`/tax-rates/${id}`, { method: "PATCH", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.taxRates }),
  });
}
