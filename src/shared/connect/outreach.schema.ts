import { z } from "zod";
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "../languages";
import { text } from "../schema-helpers";

/**
 * Connect's rules (docs/product.md "Connect"), shared by the page and the API.
 * Messages are translation keys of the web app.
 */
export const FEATURE_DESCRIPTION_MAX_LENGTH = 2000;

/** The interface language an email is written in: "fr-CA" is French; anything unknown is English. */
export function outreachLanguage(userLanguage: string | undefined): LanguageCode {
  const primary = userLanguage?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGE_CODES.find((code) => code === primary) ?? FALLBACK_LANGUAGE;
}

/** POST /functions/generate-outreach-email: the description is sent trimmed. */
export const generateOutreachEmailSchema = z.object({
  clientId: z.uuid({ error: "connect.errors.noClientSelected" }),
  featureDescription: z
    .string({ error: "connect.errors.noFeatureDescription" })
    .pipe(
      text().min(1, "connect.errors.noFeatureDescription").max(FEATURE_DESCRIPTION_MAX_LENGTH, "connect.errors.featureDescriptionTooLong"),
    )
    .describe(`What to present to the client, 1 to ${FEATURE_DESCRIPTION_MAX_LENGTH} characters once trimmed`),
  userLanguage: z
    .string({ error: "validation.invalid" })
    .max(35, "validation.invalid")
    .optional()
    .describe("The interface language: en, fr, de, es or pt (a region such as fr-CA is ignored); any other is English")
    .transform(outreachLanguage),
});
export type GenerateOutreachEmailInput = z.input<typeof generateOutreachEmailSchema>;

/**
 * The email, written by the AI or from a template (`usedFallback`): because no AI is configured
 * (`fallbackReason: "not_configured"`) or because the configured one could not write it
 * (`"unavailable"`: unreachable, slow, failing, or an answer that is not an email).
 */
export const generatedEmailSchema = z.object({
  subject: z.string(),
  body: z.string(),
  usedFallback: z.boolean(),
  fallbackReason: z.enum(["not_configured", "unavailable"]).nullable(),
});
export type GeneratedEmail = z.infer<typeof generatedEmailSchema>;

/** POST /functions/ai-healthcheck: `debug` asks for the key diagnostics. */
export const aiHealthCheckSchema = z.object({
  debug: z.boolean({ error: "validation.invalid" }).optional(),
});
export type AiHealthCheckInput = z.input<typeof aiHealthCheckSchema>;

/** Facts about the configured key that identify it without revealing it. */
export const aiKeyDiagnosticsSchema = z.object({
  keyLength: z.number().int(),
  /** The first 8 hex digits of the key's SHA-256. */
  keyHashPrefix: z.string().regex(/^[0-9a-f]{8}$/),
});
export type AiKeyDiagnostics = z.infer<typeof aiKeyDiagnosticsSchema>;

/** The health check's answer when a tiny completion succeeded; diagnostics when asked for and a key is set. */
export const aiHealthSchema = z.object({
  status: z.literal("ok"),
  diagnostics: aiKeyDiagnosticsSchema.optional(),
});
export type AiHealth = z.infer<typeof aiHealthSchema>;

/**
 * Why the AI could not be used, as `error.details.reason` of AUTH_FAILED (not_configured,
 * credentials_refused), RATE_LIMIT (rate_limited, or too_many_requests for Clientele's own
 * per-user limit) and the health check's UNAVAILABLE (the others).
 */
export const AI_FAILURE_REASONS = [
  "not_configured",
  "credentials_refused",
  "payment_required",
  "rate_limited",
  "too_many_requests",
  "unreachable",
  "timeout",
  "server_error",
  "request_refused",
  "invalid_response",
] as const;
export type AiFailureReason = (typeof AI_FAILURE_REASONS)[number];

export const aiFailureDetailsSchema = z.object({
  reason: z.enum(AI_FAILURE_REASONS),
  /** Seconds to wait before trying again, when known (also sent as Retry-After). */
  retry_after_seconds: z.number().int().optional(),
});
export type AiFailureDetails = z.infer<typeof aiFailureDetailsSchema>;
