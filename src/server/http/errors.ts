import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";

export const ERROR_CODES = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The client has no email address to send to (docs/decisions.md 111). */
  CLIENT_HAS_NO_EMAIL: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMIT: 429,
  INTERNAL: 500,
  /** The AI provider refused the server's credentials, or no AI is configured (Connect's "AI Offline"). */
  AUTH_FAILED: 502,
  /** The AI provider wants payment (HTTP 402) before it answers again. */
  PAYMENT_REQUIRED: 502,
  /** The SMTP server could not be reached or refused a message sent while the user waits: nothing was sent. */
  MAIL_SEND_FAILED: 502,
  UNAVAILABLE: 503,
  /** No SMTP server is configured (SMTP_URL), so a message cannot be sent now. */
  MAIL_NOT_CONFIGURED: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Field name → message (a translation key of the web app). */
export type FieldErrors = Record<string, string>;

/**
 * Facts about a refusal, e.g. `{reason: "insufficient_stock", item_name, available}`,
 * so that the web app can explain it in the user's language instead of showing `message`.
 */
export type ErrorDetails = Record<string, string | number | null>;

/** An error the API answers with its own status and code; anything else is a 500. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly details?: ErrorDetails,
    /** Response headers that belong to the refusal, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): ContentfulStatusCode {
    return ERROR_CODES[this.code];
  }
}

export const notFound = (what = "Resource") => new AppError("NOT_FOUND", `${what} not found`);

export const conflict = (message: string, details: ErrorDetails) => new AppError("CONFLICT", message, undefined, details);

/**
 * 429 RATE_LIMIT. When the wait is known it is sent as a Retry-After header and as
 * `details.retry_after_seconds`, for the web app.
 */
export function rateLimited(message: string, details: ErrorDetails, retryAfterSeconds?: number): AppError {
  if (retryAfterSeconds === undefined) return new AppError("RATE_LIMIT", message, undefined, details);
  return new AppError(
    "RATE_LIMIT",
    message,
    undefined,
    { ...details, retry_after_seconds: retryAfterSeconds },
    { "retry-after": String(retryAfterSeconds) },
  );
}

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional(),
    }),
  })
  .openapi("Error");

export type ErrorBody = z.infer<typeof errorBodySchema>;

export function errorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

export function sendError(c: Context, error: AppError) {
  const body = errorBody(error);
  // better-auth's browser client reads `code` and `message` at the top level of an error
  // (see auth/auth-route.ts): /api/auth errors carry them there too.
  if (c.req.path.startsWith("/api/auth/")) {
    const { code, message, fields } = body.error;
    return c.json({ code, message, ...(fields ? { fields } : {}), ...body }, error.status, error.headers);
  }
  return c.json(body, error.status, error.headers);
}

/** Turns zod issues into one message per field: the first issue of each field wins. */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[field] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  return new AppError("VALIDATION", "Invalid request", fieldErrorsFrom(error));
}

/**
 * PostgreSQL refused the values themselves (SQLSTATE class 22, data exception, or
 * a CHECK or NOT NULL violation): bad input that slipped past validation, not a
 * server fault. Drizzle wraps the driver's error, so the chain of causes is searched.
 */
export function isInvalidInputDatabaseError(error: unknown): boolean {
  return hasCodeInChain(error, (code) => /^(22...|23514|23502)$/.test(code));
}

/** PostgreSQL refused a row that another one holds the key of (SQLSTATE 23505, unique violation). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCodeInChain(error, (code) => code === "23505");
}

/**
 * Node's socket errors, postgres.js's own for a connection lost or never made, and PostgreSQL's
 * for a server that is shutting down, starting, or out of connections (SQLSTATE classes 08 and
 * 57P, and 53300).
 */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "53300",
]);

/**
 * The database could not be reached, or dropped the connection: no fault of the request, which
 * can be sent again in a moment (docs/decisions.md 154). The chain of causes is searched, as
 * Drizzle wraps the driver's error.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return hasCodeInChain(error, (code) => UNREACHABLE_CODES.has(code) || /^(08...|57P0[1-3])$/.test(code));
}

/** What a request answers while the database is out of reach: 503, to be sent again after a few seconds. */
const DATABASE_UNREACHABLE_RETRY_SECONDS = 5;
export const databaseUnreachable = () =>
  new AppError(
    "UNAVAILABLE",
    "The database cannot be reached at the moment: nothing was changed. Please try again in a few seconds.",
    undefined,
    { reason: "database_unreachable", retry_after_seconds: DATABASE_UNREACHABLE_RETRY_SECONDS },
    { "retry-after": String(DATABASE_UNREACHABLE_RETRY_SECONDS) },
  );

/** Whether the error, or one of its causes, has a string `code` that passes `test`: Drizzle and better-auth wrap the driver's error. */
function hasCodeInChain(error: unknown, test: (code: string) => boolean): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && test(code)) return true;
  }
  return false;
}
