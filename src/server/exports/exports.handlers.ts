import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { CsvSeparator } from "@shared/csv/csv-row";
import type { AppEnv } from "../http/app-env";
import { loggablePath } from "../http/loggable-path";
import { csvChunks, exportFileName, streamedBody } from "./csv-stream";
import { CLIENT_COLUMNS, INVENTORY_COLUMNS, ORDER_COLUMNS, type CsvCell } from "./export-columns";
import type * as routes from "./exports.routes";
import * as service from "./exports.service";

/** The export as a CSV file to download, streamed as the client reads it (docs/decisions.md 128). */
async function csvDownload(
  c: Context<AppEnv>,
  what: string,
  header: readonly string[],
  rows: AsyncIterable<CsvCell[][]>,
  separator: CsvSeparator,
) {
  const body = await streamedBody(csvChunks(header, rows, separator), (error) =>
    c.get("logger").error({ err: error, path: loggablePath(c.req.path) }, "export failed while streaming"),
  );
  return c.body(body, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${exportFileName(what, new Date())}"`,
  });
}

export const exportClients: RouteHandler<typeof routes.exportClients, AppEnv> = async (c) => {
  const { separator, owner, ...filters } = c.req.valid("query");
  // As the list: `me` is the caller.
  const ownerId = owner === "me" ? c.get("user").id : owner;
  const rows = service.clientExportRows(c.get("db"), { workspaceId: c.get("workspace").id, ownerId, ...filters });
  return csvDownload(c, "clients", CLIENT_COLUMNS, rows, separator);
};

export const exportInventory: RouteHandler<typeof routes.exportInventory, AppEnv> = async (c) => {
  const { separator, ...filters } = c.req.valid("query");
  const rows = service.inventoryExportRows(c.get("db"), { workspaceId: c.get("workspace").id, ...filters });
  return csvDownload(c, "inventory", INVENTORY_COLUMNS, rows, separator);
};

export const exportOrders: RouteHandler<typeof routes.exportOrders, AppEnv> = async (c) => {
  const { separator, ...filters } = c.req.valid("query");
  const rows = service.orderExportRows(c.get("db"), { workspaceId: c.get("workspace").id, ...filters });
  return csvDownload(c, "orders", ORDER_COLUMNS, rows, separator);
};
