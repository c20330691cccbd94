import { createRouter } from "../http/router";
import * as handlers from "./sessions.handlers";
import * as routes from "./sessions.routes";

export const sessionsRouter = createRouter()
  .openapi(routes.listSessions, handlers.listSessions)
  .openapi(routes.revokeSession, handlers.revokeSession)
  .openapi(routes.revokeOtherSessions, handlers.revokeOtherSessions);
