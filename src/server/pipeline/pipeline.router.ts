import { createRouter } from "../http/router";
import * as handlers from "./pipeline.handlers";
import * as routes from "./pipeline.routes";

export const pipelineRouter = createRouter().openapi(routes.getPipeline, handlers.getPipeline);
