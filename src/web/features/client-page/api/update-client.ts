import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Client, UpdateClientInput } from "@shared/clients/client.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { clientQueryKey } from "./get-client";
import { timelineQueryKey } from "./get-timeline";

/** A change the page makes in place: the status or the owner. */
export type ClientChange = Pick<UpdateClientInput, "status" | "owner_id">;

export const updateClient = ({ id, change }: { id: string; change: ClientChange }) =>
  apiRequest<Client>(`/clients/${encodeURIComponent(id)}`, { method: "PATCH", body: change });

/**
 * Changes the client's status or owner at once, before the server answers (docs/product.md "The
 * client page"); if the server refuses, the client is put back as it was and the caller says why.
 */
export function useUpdateClientInPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onMutate: async ({ id, change }) => {
      // A fetch under way would overwrite the change with what it read before.
      await queryClient.cancelQueries({ queryKey: clientQueryKey(id) });
      const before = queryClient.getQueryData<Client>(clientQueryKey(id));
      if (before) queryClient.setQueryData<Client>(clientQueryKey(id), { ...before, ...change });
      return { before };
    },
    onError: (_error, { id }, context) => {
      if (context?.before) queryClient.setQueryData(clientQueryKey(id), context.before);
    },
    onSuccess: (client) => queryClient.setQueryData(clientQueryKey(client.id), client),
    // The lists, board and figures that show the client, and its timeline (a status change is an entry).
    // Not awaited: a refusal's message shows at once.
    onSettled: (_client, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.clients });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard });
      void queryClient.invalidateQueries({ queryKey: timelineQueryKey(id) });
    },
  });
}
