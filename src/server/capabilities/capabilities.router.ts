import { createRouter } from "../http/router";
import * as handlers from "./capabilities.handlers";
import * as routes from "./capabilities.routes";

export const capabilitiesRouter = createRouter().openapi(routes.getCapabilities, handlers.getCapabilities);
