import { createRouter } from "../http/router";
import * as handlers from "./events.handlers";
import * as routes from "./events.routes";

export const eventsRouter = createRouter().openapi(routes.openEventStream, handlers.openEventStream);
