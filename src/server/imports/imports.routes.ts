import { createRoute, z } from "@hono/zod-openapi";
import { IMPORT_KINDS, IMPORT_LIMITS } from "@shared/imports/import-limits";
import { importResourceSchema, runImportSchema, updateImportSchema } from "@shared/imports/import.schema";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, idParamsSchema, jsonBody, jsonContent, notFoundResponse } from "../http/openapi";

const tags = ["Imports"];

/*
 * The shared schemas are wrapped in objects of this module's `z`, which has `.openapi()` whatever
 * the order the modules load in: a shared schema made before @hono/zod-openapi is loaded has none.
 */
export const importSchema = z.object(importResourceSchema.shape).openapi("Import");

const uploadQuerySchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: "validation.invalid" }),
  file_name: z.string({ error: "validation.invalid" }).max(255, "validation.invalid").optional(),
});

const notReady = {
  409: jsonContent(errorBodySchema, "The import has already run or is running (details.reason: import_not_ready)"),
};

export const uploadImport = createRoute({
  operationId: "uploadImport",
  method: "post",
  path: "/imports",
  tags,
  summary:
    `Upload a CSV (comma, semicolon or tab separated; UTF-8 or Windows-1252) or an xlsx file (its first sheet) to import ` +
    `clients or inventory items, as the request body (application/octet-stream), at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB, ` +
    `${IMPORT_LIMITS.maxRows} rows and ${IMPORT_LIMITS.maxColumns} columns. The answer previews the first rows and guesses the mapping; nothing is imported yet`,
  request: {
    query: uploadQuerySchema,
    body: {
      required: true,
      content: { "application/octet-stream": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
    },
  },
  responses: {
    201: jsonContent(importSchema, "The file as read: its headers, first rows, and the guessed mapping"),
    ...commonErrorResponses,
    413: jsonContent(errorBodySchema, "The file is larger than the limit"),
  },
});

export const listImports = createRoute({
  operationId: "listImports",
  method: "get",
  path: "/imports",
  tags,
  summary: "The workspace's imports of the last 7 days, newest first: those still running, and the reports of the others",
  responses: {
    200: jsonContent(z.object({ items: z.array(importSchema) }).openapi("ImportList"), "The imports, at most 50"),
    ...commonErrorResponses,
  },
});

export const getImport = createRoute({
  operationId: "getImport",
  method: "get",
  path: "/imports/{id}",
  tags,
  summary: "An import: its preview, then its progress while it runs, then its report",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(importSchema, "The import"),
    ...commonErrorResponses,
    ...notFoundResponse("import in the workspace"),
  },
});

export const updateImport = createRoute({
  operationId: "updateImport",
  method: "patch",
  path: "/imports/{id}",
  tags,
  summary: "Read a CSV file again in another encoding, when the detected one shows the wrong letters",
  request: { params: idParamsSchema, body: jsonBody(z.object(updateImportSchema.shape).openapi("ImportPatch")) },
  responses: {
    200: jsonContent(importSchema, "The import, its preview read again"),
    ...commonErrorResponses,
    ...notReady,
    ...notFoundResponse("import in the workspace"),
  },
});

export const runImport = createRoute({
  operationId: "runImport",
  method: "post",
  path: "/imports/{id}/run",
  tags,
  summary:
    "Import the file's rows with the mapping given. Each row is checked by the same rules as the forms; rows matching an " +
    "existing record (a client by email, an item by name) are skipped or update it, as asked. The import runs on the server " +
    `in batches of ${IMPORT_LIMITS.batchRows} rows: read its progress and report with getImport`,
  request: { params: idParamsSchema, body: jsonBody(z.object(runImportSchema.shape).openapi("ImportRun")) },
  responses: {
    202: jsonContent(importSchema, "The import, running"),
    ...commonErrorResponses,
    ...notReady,
    ...notFoundResponse("import in the workspace"),
  },
});
