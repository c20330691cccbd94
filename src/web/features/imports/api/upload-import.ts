import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportKind } from "@shared/imports/import-limits";
import type { ImportResource } from "@shared/imports/import.schema";
import { ApiError, refusalOf } from "@web/lib/api-client";
import { importQueryKey } from "./get-import";

export interface ImportUpload {
  kind: ImportKind;
  file: File;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

/** The API's refusal, read as apiRequest reads it. */
function refusalOfRequest(request: XMLHttpRequest): ApiError {
  let payload: unknown = null;
  try {
    payload = JSON.parse(request.responseText);
  } catch {
    // Not JSON: a proxy's page. The status tells what there is to tell.
  }
  return refusalOf(request.status, request.statusText, payload);
}

/**
 * POST /imports: sends the file's bytes as they are (application/octet-stream) and reports how
 * much has gone. XMLHttpRequest rather than fetch, which cannot tell an upload's progress
 * (docs/decisions.md 122).
 */
export function uploadImport({ kind, file, onProgress, signal }: ImportUpload): Promise<ImportResource> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ kind, file_name: file.name });
    request.open("POST", `/api/v1/imports?${query}`);
    request.setRequestHeader("content-type", "application/octet-stream");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status !== 201) return reject(refusalOfRequest(request));
      try {
        resolve(JSON.parse(request.responseText) as ImportResource);
      } catch {
        reject(new ApiError(request.status, "UNEXPECTED", "The answer is not JSON"));
      }
    };
    request.onerror = () => reject(new ApiError(0, "NETWORK", "Network error"));
    request.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    if (signal.aborted) return reject(new DOMException("The upload was cancelled", "AbortError"));
    signal.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: (uploaded) => queryClient.setQueryData(importQueryKey(uploaded.id), uploaded),
  });
}
