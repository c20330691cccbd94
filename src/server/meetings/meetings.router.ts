import { createRouter } from "../http/router";
import * as handlers from "./meetings.handlers";
import * as routes from "./meetings.routes";

export const meetingsRouter = createRouter().openapi(routes.scheduleMeeting, handlers.scheduleMeeting);
