import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientEmail, ClientEmailInput } from "@shared/client-emails/client-email.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

export interface SaveClientEmailInput extends ClientEmailInput {
  clientId: string;
}

/**
 * POST /clients/{id}/emails (docs/decisions.md 111): `send: true` mails the email to the client
 * now, `send: false` keeps it as a draft; either way it goes on the client's timeline.
 */
export const saveClientEmail = ({ clientId, ...body }: SaveClientEmailInput) =>
  apiRequest<ClientEmail>(`/clients/${encodeURIComponent(clientId)}/emails`, { method: "POST", body });

export function useSaveClientEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientEmail,
    // The client's timeline and the dashboard's recent activity show it.
    onSuccess: (_email, { clientId }) => {
      void queryClient.invalidateQueries({ queryKey: [...QUERY_ROOTS.timeline, clientId] });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard });
    },
  });
}
