import type { Context } from "hono";
import type { Actor, AppEnv } from "./app-env";

/** The signed-in user acting in the request's workspace (the session's, or the API key's). */
export function actorOf(c: Context<AppEnv>): Actor {
  return { workspaceId: c.get("workspace").id, userId: c.get("user").id };
}
