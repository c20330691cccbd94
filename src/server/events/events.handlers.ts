import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./events.routes";

export const openEventStream: RouteHandler<typeof routes.openEventStream, AppEnv> = (c) => {
  const credential = c.get("credential");
  // requireSignedInSession has refused API keys.
  if (credential.kind !== "session") throw new Error("an event stream needs a session");
  const stream = c.get("events").open({ userId: c.get("user").id, sessionId: credential.sessionId, workspaceId: c.get("workspace").id });
  return new Response(stream, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      // nginx and its kind would otherwise hold the events back in their buffers.
      "x-accel-buffering": "no",
    },
  });
};
