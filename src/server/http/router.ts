import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import { sendError, validationError } from "./errors";

/** A router whose request validation failures answer 400 VALIDATION with a message per field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return sendError(c, validationError(result.error));
    },
  });
}
