import { createRouter } from "../http/router";
import * as handlers from "./imports.handlers";
import * as routes from "./imports.routes";

export const importsRouter = createRouter()
  .openapi(routes.listImports, handlers.listImports)
  .openapi(routes.uploadImport, handlers.uploadImport)
  .openapi(routes.getImport, handlers.getImport)
  .openapi(routes.updateImport, handlers.updateImport)
  .openapi(routes.runImport, handlers.runImport);
