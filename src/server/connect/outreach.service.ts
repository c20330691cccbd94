import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { z } from "zod";
import type { GeneratedEmail, generateOutreachEmailSchema } from "@shared/connect/outreach.schema";
import { withSignature } from "@shared/connect/signature";
import { recordActivity } from "../activity/record-activity";
import type { Database } from "../db/database";
import { clients } from "../db/schema";
import type { Actor } from "../http/app-env";
import { notFound } from "../http/errors";
import { providerRefusal } from "./ai-errors";
import type { AiProvider } from "./ai-provider";
import { consumeAiCall } from "./ai-rate-limit";
import { fallbackEmail } from "./fallback-email";
import { getSignature } from "./signature.service";
import { emailFromAnswer, outreachPrompt, type OutreachBrief, type WrittenEmail } from "./outreach-prompt";

type GenerateOutreachEmail = z.output<typeof generateOutreachEmailSchema>;

/** What Connect's operations run against. */
export interface ConnectContext {
  db: Database;
  ai: AiProvider;
  logger: Logger;
}

/**
 * Writes a cold outreach email to one of the workspace's clients, in the interface language
 * (docs/decisions.md 31): by the AI, or from a template when the AI is not configured,
 * unreachable, slow, failing or answers something that is not an email. A refusal the user
 * must act on (key refused, payment, provider rate limit) is an error instead.
 */
export async function generateOutreachEmail(
  { db, ai, logger }: ConnectContext,
  actor: Actor,
  input: GenerateOutreachEmail,
): Promise<GeneratedEmail> {
  const [client] = await db
    .select({
      id: clients.id,
      name: clients.name,
      company: clients.company,
      position: clients.position,
      linkedinUrl: clients.linkedinUrl,
    })
    .from(clients)
    .where(and(eq(clients.workspaceId, actor.workspaceId), eq(clients.id, input.clientId)));
  if (!client) throw notFound("Client");

  await consumeAiCall(db, actor.userId, "generate-outreach-email");

  const brief: OutreachBrief = {
    language: input.userLanguage,
    recipient: {
      name: client.name,
      company: client.company,
      position: client.position,
      hasLinkedInProfile: client.linkedinUrl !== null,
    },
    feature: input.featureDescription,
  };
  const written = await writeWithAi(ai, brief, logger);
  const drafted: GeneratedEmail =
    "subject" in written
      ? { ...written, usedFallback: false, fallbackReason: null }
      : { ...fallbackEmail(brief), usedFallback: true, fallbackReason: written.fallbackReason };
  // The sender's signature goes under the sign-off, which the AI and the templates write without a name.
  const email = { ...drafted, body: withSignature(drafted.body, await getSignature(db, actor.userId)) };

  await recordActivity(db, actor, {
    kind: "outreach.generated",
    entityId: client.id,
    clientId: client.id,
    details: { name: client.name, used_fallback: email.usedFallback },
  });
  return email;
}

/** Why a template stands in for the AI's email. */
type FallbackReason = NonNullable<GeneratedEmail["fallbackReason"]>;

/** The AI's email, or why a template must stand in. Logs why, never the provider's own words. */
async function writeWithAi(
  ai: AiProvider,
  brief: OutreachBrief,
  logger: Logger,
): Promise<WrittenEmail | { fallbackReason: FallbackReason }> {
  const result = await ai.complete(outreachPrompt(brief), { json: true });
  if (result.ok) {
    const email = emailFromAnswer(result.content);
    if (email) return email;
    logger.warn({ reason: "unusable_answer" }, "outreach email written from a template");
    return { fallbackReason: "unavailable" };
  }

  const refusal = providerRefusal(result);
  if (refusal) {
    logger.warn({ reason: result.reason }, "the AI provider refused to write an outreach email");
    throw refusal;
  }
  if (result.reason === "not_configured") return { fallbackReason: "not_configured" };
  logger.warn({ reason: result.reason }, "outreach email written from a template");
  return { fallbackReason: "unavailable" };
}
