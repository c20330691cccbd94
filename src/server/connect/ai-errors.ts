import type { AiFailureReason } from "@shared/connect/outreach.schema";
import { AppError, rateLimited } from "../http/errors";
import type { CompletionResult } from "./ai-provider";

type CompletionFailure = Extract<CompletionResult, { ok: false }>;

const failureDetails = (reason: AiFailureReason) => ({ reason });

/**
 * The provider's answers that a template must not hide, because the user has to act
 * (docs/decisions.md 31); undefined for the failures a template stands in for.
 */
export function providerRefusal({ reason, retryAfterSeconds }: CompletionFailure): AppError | undefined {
  switch (reason) {
    case "credentials_refused":
      return new AppError("AUTH_FAILED", "The AI provider refused the configured API key", undefined, failureDetails(reason));
    case "payment_required":
      return new AppError("PAYMENT_REQUIRED", "The AI provider asks for payment", undefined, failureDetails(reason));
    case "rate_limited":
      return rateLimited("The AI provider is limiting requests", failureDetails(reason), retryAfterSeconds);
    default:
      return undefined;
  }
}

const UNAVAILABLE_MESSAGES: Record<"unreachable" | "timeout" | "server_error" | "request_refused" | "invalid_response", string> = {
  unreachable: "The AI provider could not be reached",
  timeout: "The AI provider did not answer in time",
  server_error: "The AI provider failed to answer",
  request_refused: "The AI provider refused the request: check AI_MODEL",
  invalid_response: "The AI provider's answer was not a chat completion",
};

/** Any failure as the health check reports it; no AI configured is "AI Offline" (AUTH_FAILED), like a refused key. */
export function healthCheckFailure(failure: CompletionFailure): AppError {
  const { reason } = failure;
  switch (reason) {
    case "not_configured":
      return new AppError("AUTH_FAILED", "No AI is configured: set AI_BASE_URL and AI_MODEL", undefined, failureDetails(reason));
    case "credentials_refused":
    case "payment_required":
    case "rate_limited":
      return providerRefusal(failure)!;
    default:
      return new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGES[reason], undefined, failureDetails(reason));
  }
}
