import { createRoute, z } from "@hono/zod-openapi";
import { accountFileSchema } from "@shared/workspace-export/account-file.schema";
import { WORKSPACE_FILE_MAX_BYTES } from "@shared/workspace-export/workspace-file-limits";
import { importedWorkspaceSchema, workspaceFileHeaderSchema, workspaceFileSchema } from "@shared/workspace-export/workspace-file.schema";
import { requireSignedInSession } from "../auth/require-session";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, jsonContent, SESSION_SECURITY } from "../http/openapi";
import { readsJsonBody } from "./read-json-body";

/*
 * The shared schemas are wrapped in objects of this module's `z`, which has `.openapi()` whatever
 * the order the modules load in: a shared schema made before @hono/zod-openapi is loaded has none.
 */
const workspaceFile = z.object(workspaceFileSchema.shape).openapi("WorkspaceFile");
const accountFile = z.object(accountFileSchema.shape).openapi("AccountFile");

const download = { "Content-Disposition": { description: "attachment, with the file's name", schema: { type: "string" as const } } };
const FILE_MB = WORKSPACE_FILE_MAX_BYTES / 1024 / 1024;

export const exportWorkspace = createRoute({
  operationId: "exportWorkspace",
  method: "get",
  path: "/exports/workspace",
  tags: ["Exports"],
  summary:
    "Download everything the workspace holds as one JSON file (an admin or the owner): its settings, members, tax rates, clients, " +
    "inventory, orders with their lines, notes, tasks, emails to clients, activity and order numbering. Never a password, key or token",
  responses: {
    200: {
      ...jsonContent(workspaceFile, "The workspace file, written as it is read (gzip when the caller accepts it)"),
      headers: download,
    },
    ...commonErrorResponses,
    403: jsonContent(errorBodySchema, "A member: only an admin or the owner exports the workspace"),
  },
});

export const importWorkspace = createRoute({
  operationId: "importWorkspace",
  method: "post",
  path: "/workspaces/import",
  tags: ["Workspaces"],
  middleware: [requireSignedInSession, readsJsonBody] as const,
  security: SESSION_SECURITY,
  summary:
    `Make a new workspace, owned by the caller, holding everything a workspace file (exportWorkspace's) holds, each record with its id, ` +
    `in one go: all of it, or nothing. The file's members do not join it; every person it names becomes the caller. At most ${FILE_MB} MB. ` +
    "The session stays in its workspace: activate the new one to work in it",
  request: {
    body: {
      required: true,
      description: "A workspace file as exportWorkspace answers it (the WorkspaceFile schema); every part of it is checked",
      content: { "application/json": { schema: z.looseObject(workspaceFileHeaderSchema.shape).openapi("WorkspaceFileUpload") } },
    },
  },
  responses: {
    201: jsonContent(z.object(importedWorkspaceSchema.shape).openapi("ImportedWorkspace"), "The new workspace"),
    ...commonErrorResponses,
    400: jsonContent(
      errorBodySchema,
      "The file is refused, nothing is made: `details.reason` is `not_json`, `not_a_workspace_file`, `unsupported_version` or " +
        "`invalid_workspace_file`, with `details.at` (where, e.g. `clients[3].name`) and `details.problem` (a translation key of the web app)",
    ),
    403: jsonContent(errorBodySchema, "Made with an API key: importing needs a signed-in session"),
    409: jsonContent(errorBodySchema, "The account owns 20 workspaces already (`details.reason`: `too_many_workspaces`)"),
    413: jsonContent(errorBodySchema, `The file is over ${FILE_MB} MB`),
  },
});

export const exportAccount = createRoute({
  operationId: "exportAccount",
  method: "get",
  path: "/account/export",
  tags: ["Exports"],
  middleware: requireSignedInSession,
  security: SESSION_SECURITY,
  summary:
    "Download the signed-in user's personal data as one JSON file: the account, its devices, API keys (never the keys) and signature, " +
    "and in each workspace they belong to, its name, their role and what they wrote, own or did there",
  responses: {
    200: { ...jsonContent(accountFile, "The personal data file"), headers: download },
    ...commonErrorResponses,
    403: jsonContent(errorBodySchema, "Made with an API key: personal data needs a signed-in session"),
  },
});
