import { createRoute, z } from "@hono/zod-openapi";
import { CLIENT_EMAIL_LIMITS, clientEmailInputSchema, clientEmailResourceSchema } from "@shared/client-emails/client-email.schema";
import { errorBodySchema } from "../http/errors";
import { commonErrorResponses, idParamsSchema, jsonBody, jsonContent, notFoundResponse } from "../http/openapi";
import { CLIENT_EMAILS_PER_MINUTE } from "./send-rate-limit";

const tags = ["Client emails"];

/*
 * The shared schemas are wrapped in objects of this module's `z`, which has `.openapi()` whatever
 * the order the modules load in: a shared schema made before @hono/zod-openapi is loaded has none.
 */
export const clientEmailSchema = z.object(clientEmailResourceSchema.shape).openapi("ClientEmail");
const newClientEmailSchema = z.object(clientEmailInputSchema.shape).openapi("NewClientEmail");

const clientNotFound = notFoundResponse("client in the workspace");

export const listClientEmails = createRoute({
  operationId: "listClientEmails",
  method: "get",
  path: "/clients/{id}/emails",
  tags,
  summary: "The emails written to a client, sent and drafts, newest first",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(z.object({ items: z.array(clientEmailSchema) }).openapi("ClientEmailList"), "The client's emails, all of them"),
    ...commonErrorResponses,
    ...clientNotFound,
  },
});

export const createClientEmail = createRoute({
  operationId: "createClientEmail",
  method: "post",
  path: "/clients/{id}/emails",
  tags,
  summary:
    "Write an email to a client: `send: true` sends it now through the server's SMTP (From MAIL_FROM, Reply-To the user, " +
    `to the client's address, the text exactly as written, no HTML; ${CLIENT_EMAILS_PER_MINUTE} a minute per user) and answers ` +
    "once the mail server has accepted it; `send: false` keeps it as a draft. Either appears on the client's timeline. " +
    `A subject is one line of up to ${CLIENT_EMAIL_LIMITS.subject} characters, a body up to ${CLIENT_EMAIL_LIMITS.body}`,
  request: { params: idParamsSchema, body: jsonBody(newClientEmailSchema) },
  responses: {
    201: jsonContent(clientEmailSchema, "The email, sent (`state: sent`, `to`, `sent_at`) or kept as a draft"),
    ...commonErrorResponses,
    ...clientNotFound,
    409: jsonContent(errorBodySchema, "`CLIENT_HAS_NO_EMAIL`: the client has no email address to send to; nothing was sent"),
    429: {
      ...jsonContent(
        errorBodySchema,
        `\`RATE_LIMIT\`: the user sent ${CLIENT_EMAILS_PER_MINUTE} emails this minute already; try again after \`Retry-After\` seconds`,
      ),
      headers: z.object({ "Retry-After": z.string().openapi({ description: "Seconds until sending is possible again" }) }),
    },
    502: jsonContent(
      errorBodySchema,
      "`MAIL_SEND_FAILED`: the mail server could not be reached, was too slow or refused it; nothing was sent or kept",
    ),
    503: jsonContent(
      errorBodySchema,
      "`MAIL_NOT_CONFIGURED`: the server has no SMTP (SMTP_URL and MAIL_FROM) to send with; a draft can still be kept",
    ),
  },
});
