import { z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import { errorBodySchema } from "./errors";

/** Shorthands for route contracts, so that every feature's *.routes.ts reads the same. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const idParamsSchema = z.object({
  id: z.uuid("validation.invalid").openapi({ param: { name: "id", in: "path" } }),
});

/** A moment with its offset, e.g. 2026-11-01T00:00:00+01:00 (the start of a day where the user is). */
export const instantSchema = z.iso.datetime({ offset: true, error: "validation.invalid" });

/** The answers every data route can give besides its success. */
export const commonErrorResponses = {
  400: jsonContent(errorBodySchema, "A field is invalid: `error.fields` names it"),
  401: jsonContent(errorBodySchema, "No session"),
};

export const notFoundResponse = (what: string) => ({
  404: jsonContent(errorBodySchema, `No ${what} with that id among the user's own`),
});

/**
 * How a caller proves who it is (docs/decisions.md 68). The document's security schemes; every
 * operation names those it takes.
 */
export const SECURITY_SCHEMES = {
  SessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "The browser's session, set by a sign-in or a sign-up (`__Secure-better-auth.session_token` on https)",
  },
  BearerToken: {
    type: "http",
    scheme: "bearer",
    description: "A session token, from the `set-auth-token` header of a sign-in or a sign-up answered to a script",
  },
  ApiKey: {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description: "A key created at POST /api/v1/api-keys (`Authorization: Bearer clt_…` works too): 600 requests a minute",
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** A signed-in session only: managing API keys and sessions, the live-update stream (an API key is refused with 403). */
export const SESSION_SECURITY: SecurityRequirement[] = [{ SessionCookie: [] }, { BearerToken: [] }];
/** Every /api/v1 operation that says nothing else: a session or an API key. */
export const API_SECURITY: SecurityRequirement[] = [...SESSION_SECURITY, { ApiKey: [] }];
/** A session when there is one, nobody otherwise (the `{}` alternative): better-auth's sign-out and session read. */
export const OPTIONAL_SESSION_SECURITY: SecurityRequirement[] = [...SESSION_SECURITY, {}];

interface DocumentOperation {
  operationId?: string;
  security?: SecurityRequirement[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

export interface ApiDocument {
  openapi: string;
  info: object;
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

const OPERATION_METHODS = ["get", "put", "post", "patch", "delete"];

/**
 * Completes the document's operations with what follows from where and how they are served
 * rather than from each route (docs/decisions.md 68), so that a new route cannot forget it:
 * - `security`: API_SECURITY for an /api/v1 operation that declares none;
 * - the 4xx answers the app's middleware gives, when the route does not describe them itself:
 *   400 for an operation that takes input or a body (malformed JSON, invalid UTF-8), 401 where a
 *   credential is required, 403 for a state-changing /api/v1 request from another origin, 404 for
 *   a path with an id, 413 for a body over 100 KB, 415 for a state-changing /api/v1 request whose
 *   body is not JSON, 429 where an API key is taken (600 requests a minute).
 * Errors are the `Error` schema; /api/auth's carry `code` and `message` at the top level too (`AuthError`).
 */
export function completeOperations(document: ApiDocument): ApiDocument {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const underV1 = path.startsWith("/api/v1/");
      if (underV1) operation.security ??= API_SECURITY;
      const schema = { $ref: `#/components/schemas/${path.startsWith("/api/auth/") ? "AuthError" : "Error"}` };
      const add = (status: number, description: string, extra: object = {}) => {
        operation.responses[status] ??= { description, ...extra, content: { "application/json": { schema } } };
      };
      const security = operation.security ?? [];
      const credentialRequired = security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
      const takesBody = method !== "get";
      if ((operation.parameters?.length ?? 0) > 0 || takesBody)
        add(400, "A value is invalid (`error.fields` names it), or the body is not valid JSON");
      if (credentialRequired) add(401, "No session, or the session, token or API key is invalid, expired or revoked");
      if (underV1 && takesBody) add(403, "A browser's request from another origin (CSRF): nothing changed");
      if (path.includes("{")) add(404, "No such record among the user's own (another user's id answers the same)");
      if (takesBody) {
        add(413, "The body is over 100 KB");
        if (underV1) add(415, "The body is not `application/json`");
      }
      if (security.some((requirement) => "ApiKey" in requirement)) {
        add(429, "This API key's 600 requests a minute are used up; try again after `Retry-After` seconds", {
          headers: { "Retry-After": { description: "Seconds until the key may be used again", schema: { type: "integer" } } },
        });
      }
    }
  }
  return document;
}

/** The document served at /api/v1/openapi.json: every route's, completed (completeOperations), its server BASE_URL. */
export function buildApiDocument(app: OpenAPIHono<AppEnv>, serverUrl: string): ApiDocument {
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Clientele API",
      version: "1",
      description:
        "Clients, inventory and orders of the signed-in user, for scripts and integrations: authenticate with an API key " +
        "(`X-API-Key`), or sign in. Errors are `{error: {code, message, fields?, details?}}`. See docs/api.md.",
    },
    servers: [{ url: serverUrl, description: "This server (BASE_URL)" }],
  });
  return completeOperations(document as unknown as ApiDocument);
}
