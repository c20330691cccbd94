import { createMiddleware } from "hono/factory";
import { consumeApiKeyRequest, findApiKeyOwner } from "../api-keys/api-keys.service";
import { presentedApiKey } from "../api-keys/api-key-secret";
import type { AppEnv } from "../http/app-env";
import { AppError, notFound } from "../http/errors";
import type { SessionLookup } from "./session-lookup";

/**
 * Answers 401 UNAUTHENTICATED unless the request carries a valid session (cookie or
 * signed bearer token) or one of the user's API keys (`X-API-Key`, or `Authorization:
 * Bearer clt_…`). Either way the user is put on the context, and how they proved it on
 * `credential`. A request made with an API key counts against that key's rate limit.
 */
export function requireSession(sessionOf: SessionLookup) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const apiKey = presentedApiKey(c.req.raw.headers);
    if (apiKey !== undefined) {
      const owner = await findApiKeyOwner(c.get("db"), apiKey);
      if (!owner) throw new AppError("UNAUTHENTICATED", "Invalid API key");
      await consumeApiKeyRequest(c.get("db"), owner.apiKeyId);
      c.set("user", owner.user);
      c.set("credential", { kind: "api-key", apiKeyId: owner.apiKeyId });
      c.set("workspace", owner.workspace);
      return next();
    }

    const session = await sessionOf(c.req.raw.headers);
    if (!session) throw new AppError("UNAUTHENTICATED", "Not authenticated");
    c.set("user", session.user);
    c.set("credential", { kind: "session", sessionId: session.sessionId });
    c.set("workspace", session.workspace);
    await next();
  });
}

/**
 * For what only a signed-in session may do (manage API keys and sessions, receive live
 * updates): a request made with an API key answers 403 FORBIDDEN. Runs after requireSession.
 */
export const requireSignedInSession = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("credential").kind !== "session") {
    throw new AppError("FORBIDDEN", "API keys cannot do this: it needs a signed-in session");
  }
  await next();
});

/**
 * For the routes of one workspace (`/workspaces/{id}…`): an API key works in the workspace it
 * was created in, and any other answers 404, as one the user does not belong to. A session
 * reaches every workspace its user belongs to. Runs after requireSession.
 */
export const withinApiKeyWorkspace = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("credential").kind === "api-key" && c.req.param("id") !== c.get("workspace").id) throw notFound("workspace");
  await next();
});
