import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv, Credential } from "../http/app-env";
import { AppError } from "../http/errors";
import type * as routes from "./sessions.routes";
import * as service from "./sessions.service";

/** The session the request was made with (requireSignedInSession ran before). */
function currentSessionId(credential: Credential): string {
  if (credential.kind !== "session") throw new AppError("FORBIDDEN", "Only a signed-in session can do this");
  return credential.sessionId;
}

export const listSessions: RouteHandler<typeof routes.listSessions, AppEnv> = async (c) => {
  const items = await service.listSessions(c.get("db"), c.get("user").id, currentSessionId(c.get("credential")));
  return c.json({ items }, 200);
};

export const revokeSession: RouteHandler<typeof routes.revokeSession, AppEnv> = async (c) => {
  await service.revokeSession(c.get("db"), c.get("user").id, c.req.valid("param").id);
  return c.body(null, 204);
};

export const revokeOtherSessions: RouteHandler<typeof routes.revokeOtherSessions, AppEnv> = async (c) => {
  const revoked = await service.revokeOtherSessions(c.get("db"), c.get("user").id, currentSessionId(c.get("credential")));
  return c.json({ revoked }, 200);
};
