import type { Translate } from "@web/i18n/texts";
import { failureMessageKey } from "./error-messages";

/** A failed call to /api/v1, with the server's error code and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** What the server says about a refusal beyond its code, e.g. the item short of stock. */
    readonly details: unknown = undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get isUnauthenticated() {
    return this.status === 401;
  }
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

/** Sends a request to /api/v1 with the session cookie; throws ApiError on any failure (the API explains them in JSON). */
async function send(path: string, { method = "GET", body, query, signal }: RequestOptions): Promise<Response> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const url = `/api/v1${path}${search.size > 0 ? `?${search}` : ""}`;
  // A change is not sent while the browser says it is offline: it is refused at once, and what was typed stays.
  if (method !== "GET" && !navigator.onLine) throw new ApiError(0, "OFFLINE", "Offline");

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, navigator.onLine ? "NETWORK" : "OFFLINE", error instanceof Error ? error.message : "Network error");
  }

  if (!response.ok) throw refusalOf(response.status, response.statusText, await response.json().catch(() => null));
  return response;
}

/**
 * The API's refusal as it explains it, `{error: {code, message, fields, details}}`; from the
 * status alone when the answer is no such JSON (a proxy's page).
 */
export function refusalOf(status: number, statusText: string, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string>; details?: unknown } } | null)
    ?.error;
  return new ApiError(status, error?.code ?? `HTTP_${status}`, error?.message ?? statusText, error?.fields, error?.details);
}

/** Calls the JSON API with the session cookie; throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}

/** A file the API answered with (a meeting invitation): its text and the name the server gave it. */
export interface ApiFile {
  text: string;
  filename: string | undefined;
}

/** `attachment; filename="x.ics"` or `filename*=UTF-8''x.ics` → x.ics */
export function filenameOf(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Badly encoded: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(contentDisposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || undefined;
}

/** Calls an API route that answers with a file rather than JSON; failures are JSON and throw ApiError as above. */
export async function apiRequestFile(path: string, options: RequestOptions = {}): Promise<ApiFile> {
  const response = await send(path, options);
  return { text: await response.text(), filename: filenameOf(response.headers.get("content-disposition")) };
}

/** A failure explained in the interface language (never the server's English text). */
export function apiErrorMessage(error: unknown, t: Translate): string {
  return t(error instanceof ApiError ? failureMessageKey(error) : "common.errors.unexpected");
}
