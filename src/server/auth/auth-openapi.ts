/**
 * The /api/auth operations the web app uses (sign-up, sign-in, sign-out, the session), described
 * for the OpenAPI document (docs/decisions.md 68). better-auth serves them (auth-route.ts); these
 * are their requests and answers as this app gives them: without session tokens in the JSON,
 * errors in the shape of decision 35. `auth-openapi.test.ts` holds them to the real answers.
 */
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { USER_NAME_MAX_LENGTH } from "@shared/auth/account-limits";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@shared/auth/password";
import { errorBodySchema } from "../http/errors";
import { jsonBody, jsonContent, OPTIONAL_SESSION_SECURITY } from "../http/openapi";

const tags = ["Auth"];

const timestamp = z.iso.datetime({ offset: true });

export const authUserSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .openapi("AuthUser");

export const authSessionSchema = z
  .strictObject({
    id: z.uuid(),
    userId: z.uuid(),
    expiresAt: timestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .openapi("AuthSession");

/** decision 35: `error` as everywhere else, and `code`, `message` (and `fields`) at the top level for better-auth's browser client. */
export const authErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    error: errorBodySchema.shape.error.extend({
      code: z.string().openapi({ description: "better-auth's code (INVALID_EMAIL_OR_PASSWORD…) or the API's (VALIDATION, RATE_LIMIT…)" }),
    }),
  })
  .openapi("AuthError");

const authError = (description: string) => jsonContent(authErrorSchema, description);

const rateLimited = (limit: string) => ({
  429: {
    ...authError(`${limit} from one address (\`RATE_LIMIT\`)`),
    headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" as const } } },
  },
});

const crossOrigin = { 403: authError("A request from another origin, or without one, carrying a cookie (`FORBIDDEN`)") };

const sessionToken = {
  "set-auth-token": {
    description: "The new session's token, for `Authorization: Bearer`: sent to scripts, never to a browser (it sends `Sec-Fetch-Site`)",
    schema: { type: "string" as const },
  },
};

export const signUpEmail = createRoute({
  method: "post",
  path: "/api/auth/sign-up/email",
  operationId: "signUpEmail",
  tags,
  summary: "Create an account with an email address and a password, and sign it in (unless addresses must be confirmed first)",
  security: [],
  request: {
    body: jsonBody(
      z
        .object({
          email: z.email(),
          password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).openapi({
            description: "At least 3 of: 8 characters or more, lower- and upper-case letters, a digit, another character",
          }),
          name: z.string().min(1).max(USER_NAME_MAX_LENGTH),
          callbackURL: z.string().optional().openapi({ description: "Where a confirmation link leads: a path of the app" }),
        })
        .openapi("SignUpRequest"),
    ),
  },
  responses: {
    200: {
      ...jsonContent(z.object({ user: authUserSchema }).openapi("SignUpAnswer"), "The account, signed in (a session cookie)"),
      headers: sessionToken,
    },
    400: authError("A field is invalid (`VALIDATION`, `fields` names it; `PASSWORD_TOO_SHORT`, `WEAK_PASSWORD`…)"),
    ...crossOrigin,
    409: authError("Another sign-up took the address at the same moment (`CONFLICT`)"),
    422: authError("An account has this address (`USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL`)"),
    ...rateLimited("10 sign-ups a minute"),
  },
});

export const signInEmail = createRoute({
  method: "post",
  path: "/api/auth/sign-in/email",
  operationId: "signInEmail",
  tags,
  summary: "Sign in with an email address and a password",
  security: [],
  request: {
    body: jsonBody(
      z
        .object({
          email: z.email(),
          password: z.string().min(1),
          rememberMe: z.boolean().optional().openapi({ description: "false: the cookie ends with the browser session (default true)" }),
        })
        .openapi("SignInRequest"),
    ),
  },
  responses: {
    200: {
      ...jsonContent(
        z.object({ redirect: z.boolean(), url: z.string().optional(), user: authUserSchema }).openapi("SignInAnswer"),
        "Signed in: a session cookie for 7 days",
      ),
      headers: sessionToken,
    },
    400: authError("A field is missing or invalid (`VALIDATION_ERROR`, `INVALID_EMAIL`)"),
    401: authError("Wrong address or password (`INVALID_EMAIL_OR_PASSWORD`)"),
    403: authError("The address is not confirmed yet (`EMAIL_NOT_VERIFIED`), or a request from another origin (`FORBIDDEN`)"),
    ...rateLimited("5 attempts a minute"),
  },
});

export const signOut = createRoute({
  method: "post",
  path: "/api/auth/sign-out",
  operationId: "signOut",
  tags,
  summary: "End this session; without one, only the cookies are cleared",
  security: OPTIONAL_SESSION_SECURITY,
  responses: {
    200: jsonContent(z.object({ success: z.boolean() }).openapi("SignOutAnswer"), "Signed out, the cookies cleared"),
    ...crossOrigin,
    ...rateLimited("100 requests a minute"),
  },
});

export const getSession = createRoute({
  method: "get",
  path: "/api/auth/get-session",
  operationId: "getSession",
  tags,
  summary: "The session and its user, or null without a valid one",
  security: OPTIONAL_SESSION_SECURITY,
  responses: {
    200: jsonContent(
      z.object({ session: authSessionSchema, user: authUserSchema }).nullable().openapi("SessionAnswer"),
      "The session (never its token), or null",
    ),
  },
});

/** Adds the operations above to the app's document; better-auth's handler serves them. */
export function registerAuthOperations(registry: OpenAPIHono["openAPIRegistry"]): void {
  for (const route of [signUpEmail, signInEmail, signOut, getSession]) registry.registerPath(route);
}
