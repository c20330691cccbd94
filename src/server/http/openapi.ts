import { z } from "@hono/zod-openapi";
import { errorBodySchema } from "./errors";

/** Shorthands for route contracts, so that every feature's *.routes.ts reads the same. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const idParamsSchema = z.object({
  id: z.uuid("validation.invalid").openapi({ param: { name: "id", in: "path" } }),
});

/** The answers every data route can give besides its success. */
export const commonErrorResponses = {
  400: jsonContent(errorBodySchema, "A field is invalid: `error.fields` names it"),
  401: jsonContent(errorBodySchema, "No session"),
};

export const notFoundResponse = (what: string) => ({
  404: jsonContent(errorBodySchema, `No ${what} with that id among the user's own`),
});
