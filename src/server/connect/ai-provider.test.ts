import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../test/fake-openai";
import { aiProviderFrom, createAiProvider, partialAiConfigurationWarning, type AiSettings } from "./ai-provider";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const settings = (overrides: Partial<AiSettings> = {}): AiSettings => ({
  baseUrl: fake.url,
  model: "test-model",
  apiKey: "sk-provider-test",
  timeoutMs: 2000,
  ...overrides,
});
const hello = [{ role: "user" as const, content: "Hello" }];

describe("a completion", () => {
  it("is one non-streamed request with the model, the key as a bearer token and, when asked, JSON mode", async () => {
    fake.respondWith({ completion: "Hi there" });
    const result = await createAiProvider(settings()).complete(hello, { json: true });
    expect(result).toEqual({ ok: true, content: "Hi there" });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer sk-provider-test");
    expect(request!.body).toMatchObject({ model: "test-model", messages: hello, response_format: { type: "json_object" } });
    expect(request!.body.stream).toBeFalsy();
  });

  it("asks for no JSON mode unless told to", async () => {
    await createAiProvider(settings()).complete(hello);
    expect(fake.requests[0]!.body.response_format).toBeUndefined();
  });

  it("sends no Authorization header without a key (a local model server)", async () => {
    const { apiKey: _none, ...withoutKey } = settings();
    const result = await createAiProvider(withoutKey).complete(hello);
    expect(result.ok).toBe(true);
    expect(fake.requests[0]!.headers).not.toHaveProperty("authorization");
  });

  it("reads an answer without content as empty", async () => {
    fake.respondWith({ completion: null });
    expect(await createAiProvider(settings()).complete(hello)).toEqual({ ok: true, content: "" });
  });
});

describe("a failed completion", () => {
  it.each([
    [401, "credentials_refused"],
    [403, "credentials_refused"],
    [402, "payment_required"],
    [429, "rate_limited"],
    [500, "server_error"],
    [503, "server_error"],
    [400, "request_refused"],
    [404, "request_refused"],
  ] as const)("answered %i is %s, after one attempt only", async (status, reason) => {
    fake.respondWith({ status });
    expect(await createAiProvider(settings()).complete(hello)).toEqual({ ok: false, reason });
    expect(fake.requests).toHaveLength(1);
  });

  it("passes on the provider's Retry-After in seconds", async () => {
    fake.respondWith({ status: 429, headers: { "retry-after": "7" } });
    expect(await createAiProvider(settings()).complete(hello)).toEqual({ ok: false, reason: "rate_limited", retryAfterSeconds: 7 });
  });

  it("times out when the provider does not answer", async () => {
    fake.respondWith({ hang: true });
    const started = performance.now();
    expect(await createAiProvider(settings({ timeoutMs: 200 })).complete(hello)).toEqual({ ok: false, reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("is unreachable when nothing listens", async () => {
    const closed = await startFakeOpenAi();
    await closed.close();
    expect(await createAiProvider(settings({ baseUrl: closed.url })).complete(hello)).toEqual({ ok: false, reason: "unreachable" });
  });

  it("is an invalid response when a 2xx is not a chat completion", async () => {
    fake.respondWith({ status: 200, body: { hello: "world" } });
    expect(await createAiProvider(settings()).complete(hello)).toEqual({ ok: false, reason: "invalid_response" });
  });
});

describe("the configuration", () => {
  const configured = { AI_BASE_URL: "http://127.0.0.1:1/v1", AI_MODEL: "m", AI_API_KEY: undefined, AI_TIMEOUT_MS: 15_000 };

  it("needs AI_BASE_URL and AI_MODEL; without one of them every completion is not_configured", async () => {
    for (const env of [
      { ...configured, AI_BASE_URL: undefined },
      { ...configured, AI_MODEL: undefined, AI_API_KEY: "sk-x" },
    ]) {
      const ai = aiProviderFrom(env);
      expect(await ai.complete(hello)).toEqual({ ok: false, reason: "not_configured" });
      expect(ai.keyDiagnostics()).toBeUndefined();
    }
  });

  it("warns at start-up about a configuration set in part only", () => {
    expect(partialAiConfigurationWarning({ ...configured, AI_MODEL: undefined })).toMatch(/AI_BASE_URL set, but .*AI_MODEL/);
    expect(partialAiConfigurationWarning(configured)).toBeUndefined();
    expect(partialAiConfigurationWarning({ ...configured, AI_BASE_URL: undefined, AI_MODEL: undefined })).toBeUndefined();
  });

  it("identifies the key by its length and the first 8 hex digits of its SHA-256", () => {
    const ai = aiProviderFrom({ ...configured, AI_API_KEY: "sk-abc" });
    expect(ai.keyDiagnostics()).toEqual({
      keyLength: 6,
      keyHashPrefix: createHash("sha256").update("sk-abc").digest("hex").slice(0, 8),
    });
  });
});
