import { createRoute, z } from "@hono/zod-openapi";
import {
  aiFailureDetailsSchema,
  aiHealthCheckSchema,
  aiHealthSchema,
  generatedEmailSchema,
  generateOutreachEmailSchema,
} from "@shared/connect/outreach.schema";
import { signatureSchema } from "@shared/connect/signature.schema";
import { errorBodySchema, type ErrorCode } from "../http/errors";
import { commonErrorResponses, jsonBody, jsonContent, notFoundResponse } from "../http/openapi";

const tags = ["Connect"];

/** The error body of an AI failure, with its reason in `details`. */
const aiErrorSchema = (name: string, codes: [ErrorCode, ...ErrorCode[]]) =>
  z.object({ error: errorBodySchema.shape.error.extend({ code: z.enum(codes), details: aiFailureDetailsSchema }) }).openapi(name);

const rateLimitedResponse = {
  429: jsonContent(
    aiErrorSchema("AiRateLimited", ["RATE_LIMIT"]),
    "Too many AI calls this minute (`details.reason` too_many_requests), or the provider is limiting " +
      "requests (rate_limited); Retry-After says how long to wait when known",
  ),
};

export const generateOutreachEmail = createRoute({
  operationId: "generateOutreachEmail",
  method: "post",
  path: "/functions/generate-outreach-email",
  tags,
  summary:
    "Write a cold outreach email to one of the user's clients in the interface language: by the AI, or from a " +
    "template (usedFallback) when the AI is not configured, unreachable, slow (15 s), failing or answers nonsense",
  request: { body: jsonBody(generateOutreachEmailSchema.openapi("OutreachEmailRequest")) },
  responses: {
    200: jsonContent(generatedEmailSchema.openapi("OutreachEmail"), "The email"),
    ...commonErrorResponses,
    ...notFoundResponse("client"),
    ...rateLimitedResponse,
    502: jsonContent(
      aiErrorSchema("AiRefused", ["AUTH_FAILED", "PAYMENT_REQUIRED"]),
      "The AI provider refused the configured key (AUTH_FAILED) or asks for payment (PAYMENT_REQUIRED)",
    ),
  },
});

export const checkAiHealth = createRoute({
  operationId: "checkAiHealth",
  method: "post",
  path: "/functions/ai-healthcheck",
  tags,
  summary: "Test the AI with a tiny completion; `debug` adds the key's length and the start of its SHA-256",
  request: { body: jsonBody(aiHealthCheckSchema.openapi("AiHealthCheckRequest")) },
  responses: {
    200: jsonContent(aiHealthSchema.openapi("AiHealth"), "The AI answered"),
    ...commonErrorResponses,
    ...rateLimitedResponse,
    502: jsonContent(
      aiErrorSchema("AiOffline", ["AUTH_FAILED", "PAYMENT_REQUIRED"]),
      'No AI is configured or the provider refused the key (AUTH_FAILED, the web app\'s "AI Offline"), ' +
        "or the provider asks for payment (PAYMENT_REQUIRED)",
    ),
    503: jsonContent(
      aiErrorSchema("AiUnavailable", ["UNAVAILABLE"]),
      "The provider is unreachable, too slow, failing, refuses the request or answers something else (`details.reason`)",
    ),
  },
});

const signatureResourceSchema = z
  .object({ name: z.string(), title: z.string(), company: z.string(), phone: z.string() })
  .openapi("EmailSignature");

export const getSignature = createRoute({
  operationId: "getSignature",
  method: "get",
  path: "/signature",
  tags,
  summary: "The user's email signature, appended to the emails Connect writes (empty strings until set)",
  responses: { 200: jsonContent(signatureResourceSchema, "The signature"), ...commonErrorResponses },
});

export const saveSignature = createRoute({
  operationId: "saveSignature",
  method: "put",
  path: "/signature",
  tags,
  summary: "Replace the user's email signature: name, title, company and phone, each one line, empty to leave out",
  request: { body: jsonBody(signatureSchema.openapi("EmailSignatureInput")) },
  responses: { 200: jsonContent(signatureResourceSchema, "The saved signature"), ...commonErrorResponses },
});
