import { createRouter } from "../http/router";
import { refuseFileHeader } from "./read-json-body";
import * as handlers from "./workspace-export.handlers";
import * as routes from "./workspace-export.routes";

export const workspaceExportRouter = createRouter()
  .openapi(routes.exportWorkspace, handlers.exportWorkspace)
  .openapi(routes.importWorkspace, handlers.importWorkspace, refuseFileHeader)
  .openapi(routes.exportAccount, handlers.exportAccount);
