import { createHash } from "node:crypto";
import type OpenAI from "openai";
import { z } from "zod";
import type { AiFailureReason, AiKeyDiagnostics } from "@shared/connect/outreach.schema";
import type { Env } from "../env";

type AiEnv = Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">;

/** Any OpenAI-compatible Chat Completions endpoint: OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio, OpenRouter. */
declare module "hono" {
  interface ContextVariableMap {
    /** Connect's AI; one that always reports not_configured when AI_BASE_URL or AI_MODEL is unset. */
    ai: AiProvider;
  }
}

export interface AiSettings {
  baseUrl: string;
  model: string;
  /** Optional: a local model server (Ollama, LM Studio) needs none. */
  apiKey?: string;
  timeoutMs: number;
}

/** The AI is used when AI_BASE_URL and AI_MODEL are both set; AI_API_KEY is optional. */
export function aiSettingsFrom(env: AiEnv): AiSettings | undefined {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return undefined;
  return {
    baseUrl: env.AI_BASE_URL,
    model: env.AI_MODEL,
    ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}

/** A warning for the start-up log when the AI variables are set in part, so Connect would only use templates. */
export function partialAiConfigurationWarning(env: AiEnv): string | undefined {
  const set = (["AI_BASE_URL", "AI_MODEL", "AI_API_KEY"] as const).filter((name) => env[name]);
  if (set.length === 0 || aiSettingsFrom(env)) return undefined;
  return `${set.join(" and ")} set, but Connect needs both AI_BASE_URL and AI_MODEL: emails are written from templates`;
}

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** Why a completion did not come back; every SDK failure ends up as one of these. */
export type CompletionFailureReason = Exclude<AiFailureReason, "too_many_requests">;

export type CompletionResult = { ok: true; content: string } | { ok: false; reason: CompletionFailureReason; retryAfterSeconds?: number };

export interface AiProvider {
  /** One non-streamed chat completion; never throws, never retries. */
  complete(messages: ChatMessage[], options?: { json?: boolean }): Promise<CompletionResult>;
  /** What identifies the configured key without revealing it; undefined without a key. */
  keyDiagnostics(): AiKeyDiagnostics | undefined;
}

/** What Connect uses when no AI is configured: every completion fails as not_configured. */
const unconfiguredAiProvider: AiProvider = {
  complete: async () => ({ ok: false, reason: "not_configured" }),
  keyDiagnostics: () => undefined,
};

export function aiProviderFrom(env: AiEnv): AiProvider {
  const settings = aiSettingsFrom(env);
  return settings ? createAiProvider(settings) : unconfiguredAiProvider;
}

/** The part of a completion Connect reads; a 2xx body without it is an invalid response. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
});

/** The SDK, loaded with the first completion: a server without AI (or not yet asked) does without its memory. */
const loadSdk = () => import("openai").then((module) => module.default);

export function createAiProvider(settings: AiSettings): AiProvider {
  const newClient = (Sdk: typeof OpenAI) =>
    new Sdk({
      baseURL: settings.baseUrl,
      // The SDK insists on a key; without one, the Authorization header is removed instead.
      apiKey: settings.apiKey ?? "none",
      ...(settings.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
      // Nothing is read from OPENAI_* variables: the AI_* ones are the whole configuration.
      adminAPIKey: null,
      organization: null,
      project: null,
      timeout: settings.timeoutMs,
      maxRetries: 0,
      // The SDK's debug log prints requests; Clientele logs outcomes itself, never a key.
      logLevel: "off",
    });
  let client: OpenAI | undefined;

  return {
    async complete(messages, { json = false } = {}) {
      const Sdk = await loadSdk();
      client ??= newClient(Sdk);
      try {
        const completion = await client.chat.completions.create(
          {
            model: settings.model,
            messages,
            ...(json ? { response_format: { type: "json_object" as const } } : {}),
          },
          // The SDK's own timeout stops at the response headers; this one also covers the body.
          { signal: AbortSignal.timeout(settings.timeoutMs) },
        );
        const parsed = completionSchema.safeParse(completion);
        if (!parsed.success) return { ok: false, reason: "invalid_response" };
        return { ok: true, content: parsed.data.choices[0]!.message.content ?? "" };
      } catch (error) {
        return completionFailure(error, Sdk);
      }
    },
    keyDiagnostics: () => (settings.apiKey ? apiKeyDiagnostics(settings.apiKey) : undefined),
  };
}

/** Sorts an SDK failure into a reason. The error itself is dropped: its message may quote the provider's answer. */
function completionFailure(error: unknown, Sdk: typeof OpenAI): Extract<CompletionResult, { ok: false }> {
  // Our own signal aborting is the SDK's "user abort": both are the timeout.
  if (error instanceof Sdk.APIConnectionTimeoutError || error instanceof Sdk.APIUserAbortError) {
    return { ok: false, reason: "timeout" };
  }
  if (error instanceof Sdk.APIConnectionError) return { ok: false, reason: "unreachable" };
  if (!(error instanceof Sdk.APIError) || error.status === undefined) return { ok: false, reason: "invalid_response" };

  const { status } = error;
  if (status === 401 || status === 403) return { ok: false, reason: "credentials_refused" };
  if (status === 402) return { ok: false, reason: "payment_required" };
  if (status === 429) {
    const retryAfterSeconds = retryAfterFrom(error.headers);
    return { ok: false, reason: "rate_limited", ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
  }
  if (status >= 500) return { ok: false, reason: "server_error" };
  // 400, 404, 422...: a model name the provider does not know, or no JSON mode.
  return { ok: false, reason: "request_refused" };
}

/** A Retry-After given in seconds (an HTTP date is ignored). */
function retryAfterFrom(headers: Headers | undefined): number | undefined {
  const value = headers?.get("retry-after")?.trim();
  return value && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

export function apiKeyDiagnostics(apiKey: string): AiKeyDiagnostics {
  return {
    keyLength: apiKey.length,
    keyHashPrefix: createHash("sha256").update(apiKey).digest("hex").slice(0, 8),
  };
}
