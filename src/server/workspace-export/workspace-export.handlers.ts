import type { RouteHandler } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { AccountFile } from "@shared/workspace-export/account-file.schema";
import type { WorkspaceFile } from "@shared/workspace-export/workspace-file.schema";
import type { AppEnv } from "../http/app-env";
import { exportAccount as readAccount } from "./account-export.service";
import { byteStream, jsonText, type JsonPart } from "./json-stream";
import type * as routes from "./workspace-export.routes";
import * as service from "./workspace-export.service";

/**
 * A file written as it is read. Compressed here when the caller accepts gzip (the app's
 * compression would otherwise hold the whole file in memory first), and marked no-transform so
 * that nothing on the way holds it either.
 */
function fileResponse<Body>(c: Context<AppEnv>, fileName: string, document: JsonPart): Response & TypedResponse<Body, 200, "json"> {
  const logger = c.get("logger");
  const bytes: ReadableStream<BufferSource> = byteStream(jsonText(document), (error) =>
    logger.error({ err: error }, "export failed midway"),
  );
  // "gzip", "gzip;q=0.8", but not "gzip;q=0".
  const gzip = /\bgzip\b(?!\s*;\s*q=0(?:\.0+)?\s*(?:,|$))/i.test(c.req.header("accept-encoding") ?? "");
  const response = new Response(gzip ? bytes.pipeThrough(new CompressionStream("gzip")) : bytes, {
    status: 200,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store, no-transform",
      vary: "Accept-Encoding",
      ...(gzip && { "content-encoding": "gzip" }),
    },
  });
  // Hono types a JSON answer by the body it was given whole; this one is the route's document, streamed.
  return response as Response & TypedResponse<Body, 200, "json">;
}

export const exportWorkspace: RouteHandler<typeof routes.exportWorkspace, AppEnv> = async (c) => {
  const workspaceId = c.get("workspace").id;
  await service.requireWorkspaceExporter(c.get("db"), workspaceId, c.get("user").id);
  const { fileName, document } = await service.exportWorkspace(c.get("db"), workspaceId);
  return fileResponse<JSONParsed<WorkspaceFile>>(c, fileName, document);
};

export const importWorkspace: RouteHandler<typeof routes.importWorkspace, AppEnv> = async (c) => {
  return c.json(await service.importWorkspace(c.get("db"), c.get("user"), c.req.valid("json")), 201);
};

export const exportAccount: RouteHandler<typeof routes.exportAccount, AppEnv> = async (c) => {
  const { fileName, document } = await readAccount(c.get("db"), c.get("user").id);
  return fileResponse<JSONParsed<AccountFile>>(c, fileName, document);
};
