import { createRouter } from "../http/router";
import * as handlers from "./timeline.handlers";
import * as routes from "./timeline.routes";

export const timelineRouter = createRouter().openapi(routes.listTimeline, handlers.listTimeline);
