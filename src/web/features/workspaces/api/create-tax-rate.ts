import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTaxRateInput, TaxRate } from "@shared/tax-rates/tax-rate.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

export function useCreateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTaxRateInput) => apiRequest<TaxRate>("/tax-rates", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.taxRates }),
  });
}
