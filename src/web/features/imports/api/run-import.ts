import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportResource, RunImportInput } from "@shared/imports/import.schema";
import { apiRequest } from "@web/lib/api-client";
import { importQueryKey } from "./get-import";

/** POST /imports/{id}/run: the server starts importing and answers at once, the import running. */
export const runImport = ({ id, options }: { id: string; options: RunImportInput }) =>
  apiRequest<ImportResource>(`/imports/${id}/run`, { method: "POST", body: options });

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    onSuccess: (running) => queryClient.setQueryData(importQueryKey(running.id), running),
  });
}
