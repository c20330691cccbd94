import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import type * as routes from "./capabilities.routes";

export const getCapabilities: RouteHandler<typeof routes.getCapabilities, AppEnv> = (c) =>
  c.json({ email_delivery: c.get("mailer").delivers, email_verification_required: c.get("emailVerificationRequired") }, 200);
