import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import {
  AppError,
  databaseUnreachable,
  type ErrorCode,
  type FieldErrors,
  isDatabaseUnreachable,
  isInvalidInputDatabaseError,
  isUniqueViolation,
} from "../http/errors";
import { loggablePath } from "../http/loggable-path";
import type { Auth } from "./auth";
import { clientIp, withClientIp } from "./client-ip";

/** Keys of better-auth's JSON answers that hold a credential: never sent to the browser. */
const CREDENTIAL_KEYS = new Set(["token", "accessToken", "refreshToken", "idToken"]);

/** The header in which better-auth's bearer plugin hands scripts their signed session token. */
const AUTH_TOKEN_HEADER = "set-auth-token";

const INTERNAL_MESSAGE = "Something went wrong. Please try again.";

/**
 * An error of /api/auth: the app's `{error: {code, message, fields?, details?}}`, plus
 * `code` and `message` at the top level, where better-auth's browser client reads them
 * (better-fetch spreads the JSON body into the `error` it returns). `code` is
 * better-auth's own (INVALID_EMAIL_OR_PASSWORD, USER_ALREADY_EXISTS…) when it gave one.
 */
export interface AuthErrorBody {
  code: string;
  message: string;
  /** Also at the top level, for the same reason: per-field messages (translation keys). */
  fields?: FieldErrors;
  error: { code: string; message: string; fields?: FieldErrors; details?: Record<string, string | number | null> };
}

/**
 * Serves better-auth's routes. The caller's address is the one the server determined
 * (for the rate limiter), and every answer is made safe for the browser by `clientSafeAuthResponse`.
 */
export function authRoute(auth: Auth, trustProxy: boolean) {
  return async (c: Context<AppEnv>) => {
    let response: Response;
    try {
      // A JSON body was read already (utf8-body.ts): better-auth gets the same bytes.
      const body = c.req.bodyCache.arrayBuffer as Promise<ArrayBuffer> | undefined;
      response = await auth.handler(withClientIp(c.req.raw, clientIp(c, trustProxy), await body));
    } catch (error) {
      // A client that went away is the app's error handler's business (status 499).
      if (c.req.raw.signal.aborted) throw error;
      // A refusal of ours, from a hook (deleting the account of a shared workspace's owner): its reason is the code.
      if (error instanceof AppError) {
        const code = typeof error.details?.reason === "string" ? error.details.reason.toUpperCase() : error.code;
        return c.json(authErrorBody(code, error.message, { details: error.details }), error.status);
      }
      // Two requests raced for one address (a sign-up, a confirmation): the later one is told, without the SQL or the values in the log.
      if (isUniqueViolation(error)) {
        c.get("logger").warn({ path: loggablePath(c.req.path), constraint: uniqueConstraintOf(error) }, "a unique value is taken");
        return c.json(authErrorBody("CONFLICT", "This value is already used by another account"), 409);
      }
      if (isInvalidInputDatabaseError(error)) {
        c.get("logger").warn({ err: error, path: loggablePath(c.req.path) }, "database refused the input");
        return c.json(authErrorBody("VALIDATION", "Invalid input"), 400);
      }
      if (isDatabaseUnreachable(error)) {
        c.get("logger").error({ err: error, path: loggablePath(c.req.path) }, "database unreachable");
        const unreachable = databaseUnreachable();
        return c.json(
          authErrorBody(unreachable.code, unreachable.message, { details: unreachable.details }),
          unreachable.status,
          unreachable.headers,
        );
      }
      c.get("logger").error({ err: error, path: loggablePath(c.req.path) }, "unhandled error in better-auth");
      return c.json(authErrorBody("INTERNAL", INTERNAL_MESSAGE), 500);
    }
    return clientSafeAuthResponse(response, c.req.raw);
  };
}

/** The name of the unique constraint a database error reports, if any. */
function uniqueConstraintOf(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const constraint =
      (current as { constraint_name?: unknown; constraint?: unknown }).constraint_name ?? (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
  }
  return undefined;
}

/**
 * - Errors get the API's error shape (see AuthErrorBody); a 429 gets code RATE_LIMIT and
 *   Retry-After.
 * - JSON answers lose every session token (get-session, list-sessions, sign-in, sign-up,
 *   change-password carry one): a script injected into the page must not read it.
 * - A browser (it always sends Sec-Fetch-Site, which page scripts cannot remove) does not
 *   get the set-auth-token header either; scripts and integrations do.
 */
export async function clientSafeAuthResponse(response: Response, request: Request): Promise<Response> {
  const headers = new Headers(response.headers);
  if (request.headers.has("sec-fetch-site")) withoutAuthTokenHeader(headers);

  if (response.status >= 400) {
    const body = await authErrorBodyFrom(response, headers);
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    headers.delete("x-retry-after");
    return new Response(JSON.stringify(body), { status: response.status, headers });
  }

  const isJson = /^application\/json\b/i.test(headers.get("content-type") ?? "");
  if (!isJson || response.body === null) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const text = await response.text();
  let stripped = text;
  try {
    stripped = JSON.stringify(withoutCredentials(JSON.parse(text)));
  } catch {
    // Not JSON after all: passed on as it is.
  }
  headers.delete("content-length");
  return new Response(stripped, { status: response.status, statusText: response.statusText, headers });
}

function withoutAuthTokenHeader(headers: Headers) {
  headers.delete(AUTH_TOKEN_HEADER);
  const exposed = (headers.get("access-control-expose-headers") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name && name.toLowerCase() !== AUTH_TOKEN_HEADER);
  if (exposed.length > 0) headers.set("access-control-expose-headers", exposed.join(", "));
  else headers.delete("access-control-expose-headers");
}

/** A copy of a JSON value without credential properties, at any depth. */
export function withoutCredentials(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCredentials);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CREDENTIAL_KEYS.has(key))
      .map(([key, inner]) => [key, withoutCredentials(inner)]),
  );
}

/** The API's code for a better-auth error that has none of its own (its 404s, for one). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "VALIDATION",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMIT",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: "Invalid request",
  401: "Not authenticated",
  403: "Forbidden",
  404: "No such endpoint",
  429: "Too many requests. Please try again later.",
};

export function authErrorBody(
  code: string,
  message: string,
  extra: { fields?: FieldErrors; details?: Record<string, string | number | null> } = {},
): AuthErrorBody {
  return { code, message, ...(extra.fields ? { fields: extra.fields } : {}), error: { code, message, ...extra } };
}

async function authErrorBodyFrom(response: Response, headers: Headers): Promise<AuthErrorBody> {
  const status = response.status;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    parsed = null; // better-auth's 404s and 500s have no body
  }
  const body = (typeof parsed === "object" && parsed !== null ? parsed : {}) as Record<string, unknown>;

  if (status === 429) {
    const retryAfter = Number(headers.get("x-retry-after"));
    const details: Record<string, string | number | null> = { reason: "too_many_requests" };
    if (Number.isFinite(retryAfter) && retryAfter > 0) {
      headers.set("retry-after", String(Math.ceil(retryAfter)));
      details.retry_after_seconds = Math.ceil(retryAfter);
    }
    return authErrorBody("RATE_LIMIT", DEFAULT_MESSAGES[429]!, { details });
  }

  const ownCode = typeof body.code === "string" && body.code !== "" ? body.code : undefined;
  const code = ownCode ?? CODE_BY_STATUS[status] ?? (status >= 500 ? "INTERNAL" : `HTTP_${status}`);
  const ownMessage = typeof body.message === "string" && body.message !== "" ? body.message : undefined;
  const message = status >= 500 && !ownCode ? INTERNAL_MESSAGE : (ownMessage ?? DEFAULT_MESSAGES[status] ?? "Request refused");
  const fields = isFieldErrors(body.fields) ? body.fields : undefined;
  return authErrorBody(code, message, fields ? { fields } : {});
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((message) => typeof message === "string")
  );
}
