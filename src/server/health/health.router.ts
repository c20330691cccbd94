import { createRouter } from "../http/router";
import { getHealthHandler } from "./health.handlers";
import { getHealth } from "./health.routes";

export const healthRouter = createRouter().openapi(getHealth, getHealthHandler);
