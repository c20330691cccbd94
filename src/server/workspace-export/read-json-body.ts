import { createMiddleware } from "hono/factory";
import type { z } from "@hono/zod-openapi";
import type { AppEnv } from "../http/app-env";
import { refusedFile } from "./workspace-export.service";

/**
 * Parses a JSON body before the route's validator does (which then reads it from Hono's cache),
 * so that a file that is no JSON at all is refused for what it is: `not_json`.
 */
export const readsJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (/^application\/([\w.+-]+\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
    try {
      await c.req.json();
    } catch {
      throw refusedFile("not_json");
    }
  }
  await next();
});

/**
 * The validator's answer to a body that is no workspace file, or one of a version this server
 * does not read: 400 with the reason, before the file is read any further.
 */
export function refuseFileHeader(result: { success: true } | { success: false; error: z.ZodError }): undefined {
  if (result.success) return undefined;
  const versionOnly = result.error.issues.every((issue) => issue.path[0] === "version");
  throw refusedFile(versionOnly ? "unsupported_version" : "not_a_workspace_file");
}
