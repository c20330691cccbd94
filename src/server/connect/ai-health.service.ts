import type { AiHealth } from "@shared/connect/outreach.schema";
import { healthCheckFailure } from "./ai-errors";
import { consumeAiCall } from "./ai-rate-limit";
import type { ConnectContext } from "./outreach.service";

/**
 * "Test AI": asks the provider for a tiny completion. `{status: "ok"}` when it answers, with the
 * key's diagnostics when asked for; otherwise the failure as an error (AUTH_FAILED is "AI Offline").
 */
export async function checkAiHealth(
  { db, ai, logger }: ConnectContext,
  userId: string,
  { debug = false }: { debug?: boolean },
): Promise<AiHealth> {
  await consumeAiCall(db, userId, "ai-healthcheck");
  const result = await ai.complete([{ role: "user", content: "Reply with the single word OK." }]);
  if (!result.ok) {
    logger.warn({ reason: result.reason }, "AI health check failed");
    throw healthCheckFailure(result);
  }
  const diagnostics = debug ? ai.keyDiagnostics() : undefined;
  return { status: "ok", ...(diagnostics ? { diagnostics } : {}) };
}
