import { createRoute } from "@hono/zod-openapi";
import { capabilitiesSchema } from "@shared/capabilities/capabilities.schema";
import { jsonContent } from "../http/openapi";

export const getCapabilities = createRoute({
  operationId: "getCapabilities",
  method: "get",
  path: "/capabilities",
  tags: ["Health"],
  security: [],
  summary: "What this server is set up to do: deliver mail, require confirmed addresses",
  responses: { 200: jsonContent(capabilitiesSchema.openapi("Capabilities"), "The capabilities") },
});
