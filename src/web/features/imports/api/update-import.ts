import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportEncoding } from "@shared/imports/import-limits";
import type { ImportResource } from "@shared/imports/import.schema";
import { apiRequest } from "@web/lib/api-client";
import { importQueryKey } from "./get-import";

/** PATCH /imports/{id}: the CSV file read again in another encoding, with its preview and guesses. */
export const updateImportEncoding = ({ id, encoding }: { id: string; encoding: ImportEncoding }) =>
  apiRequest<ImportResource>(`/imports/${id}`, { method: "PATCH", body: { encoding } });

export function useUpdateImportEncoding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateImportEncoding,
    onSuccess: (updated) => queryClient.setQueryData(importQueryKey(updated.id), updated),
  });
}
