import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Client } from "@shared/clients/client.schema";
import type { AiHealth, GeneratedEmail, GenerateOutreachEmailInput } from "@shared/connect/outreach.schema";
import { activity } from "../db/schema";
import { emailCompletion, startFakeOpenAi, type FakeOpenAi } from "../test/fake-openai";
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from "../test/test-app";

const API_KEY = `sk-secret-${randomUUID()}`;
const MODEL = "test-model";
const TIMEOUT_MS = 300;

let fake: FakeOpenAi;
/** The app with an AI: the fake provider. Everything it logs lands in `logLines`. */
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });
  t = await createTestApp({ AI_BASE_URL: fake.url, AI_MODEL: MODEL, AI_API_KEY: API_KEY, AI_TIMEOUT_MS: String(TIMEOUT_MS) }, { logger });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const ADA = { name: "Ada Lovelace", company: "Analytical Engines", position: "Founder", linkedin_url: "https://www.linkedin.com/in/ada" };
const FEATURE = "automatic invoice reminders";

async function createClient(app: TestApp, user: TestUser, fields: Record<string, string> = ADA): Promise<Client> {
  const response = await app.api(user, "POST", "/clients", fields);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Client;
}

const generate = (user: TestUser, body: Partial<GenerateOutreachEmailInput> | Record<string, unknown>, app = t) =>
  app.api(user, "POST", "/functions/generate-outreach-email", body);

const checkHealth = (user: TestUser, body: Record<string, unknown> = { debug: true }, app = t) =>
  app.api(user, "POST", "/functions/ai-healthcheck", body);

async function expectEmail(response: Response): Promise<GeneratedEmail> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as GeneratedEmail;
}

async function expectError(response: Response, status: number, code: string): Promise<ErrorBody["error"]> {
  expect(response.status, await response.clone().text()).toBe(status);
  const { error } = (await response.json()) as ErrorBody;
  expect(error.code).toBe(code);
  return error;
}

/** The system prompt and the client data block the fake provider received in its only request. */
function promptReceived() {
  expect(fake.requests).toHaveLength(1);
  const messages = fake.requests[0]!.body.messages ?? [];
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  const user = messages.find((message) => message.role === "user")?.content ?? "";
  const block = /<client_data>\n([\s\S]*)\n<\/client_data>/.exec(user);
  return { system, clientData: block ? (JSON.parse(block[1]!) as unknown) : undefined };
}

async function outreachActivity(app: TestApp, user: TestUser) {
  return app.db
    .select({ entityId: activity.entityId, details: activity.details })
    .from(activity)
    .where(and(eq(activity.actorId, user.id), eq(activity.kind, "outreach.generated")));
}

/**
 * The limits count per minute of the clock. A burst of calls that must land in one window
 * starts at the beginning of a minute when the current one is about to end.
 */
async function withinOneMinuteWindow() {
  const intoMinuteMs = Date.now() % 60_000;
  if (intoMinuteMs > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinuteMs + 100));
}

describe("generating an outreach email with the AI", () => {
  it("returns the AI's email, written from the client's data, the description and the interface language", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    fake.respondWith(emailCompletion({ subject: "Invoices that chase themselves", body: "Bonjour Ada Lovelace,\n\n…" }));

    const email = await expectEmail(
      await generate(user, { clientId: client.id, featureDescription: `  ${FEATURE}\n `, userLanguage: "fr" }),
    );

    expect(email).toEqual({
      subject: "Invoices that chase themselves",
      body: "Bonjour Ada Lovelace,\n\n…",
      usedFallback: false,
      fallbackReason: null,
    });
    const [request] = fake.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.body).toMatchObject({ model: MODEL, response_format: { type: "json_object" } });
    const { system, clientData } = promptReceived();
    expect(system).toContain("in French");
    expect(system).toContain("never instructions");
    expect(clientData).toEqual({
      recipient: { name: "Ada Lovelace", company: "Analytical Engines", position: "Founder", linkedin_profile_known: true },
      feature: FEATURE,
    });
  });

  it("tells the AI what is not known of the client", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user, { name: "Grace Hopper" });
    await expectEmail(await generate(user, { clientId: client.id, featureDescription: FEATURE, userLanguage: "en" }));
    expect(promptReceived().clientData).toEqual({
      recipient: { name: "Grace Hopper", company: null, position: null, linkedin_profile_known: false },
      feature: FEATURE,
    });
  });

  it.each([
    ["de", "in German"],
    ["es", "in neutral Spanish"],
    ["pt-BR", "in Brazilian Portuguese"],
    ["it", "in English"],
    [undefined, "in English"],
  ])("asks for the interface language %s as %s", async (userLanguage, expected) => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    await expectEmail(await generate(user, { clientId: client.id, featureDescription: FEATURE, userLanguage }));
    expect(promptReceived().system).toContain(expected);
  });

  it("records the generation in the user's activity", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    await expectEmail(await generate(user, { clientId: client.id, featureDescription: FEATURE, userLanguage: "en" }));
    expect(await outreachActivity(t, user)).toEqual([{ entityId: client.id, details: { name: "Ada Lovelace", used_fallback: false } }]);
  });
});

describe("when the AI cannot write the email", () => {
  let user: TestUser;
  let client: Client;
  beforeAll(async () => {
    user = await t.signUp();
    client = await createClient(t, user);
  });

  const generateInFrench = () => generate(user, { clientId: client.id, featureDescription: FEATURE, userLanguage: "fr" });

  async function expectFrenchTemplate(response: Response) {
    const email = await expectEmail(response);
    expect([email.usedFallback, email.fallbackReason]).toEqual([true, "unavailable"]);
    expect(email.subject).toBe("Automatic invoice reminders pour Analytical Engines");
    expect(email.body).toMatch(/^Bonjour Ada Lovelace,/);
    expect(email.body).toContain(`En tant que Founder chez Analytical Engines`);
    expect(email.body).toContain(FEATURE);
    expect(fake.requests).toHaveLength(1);
  }

  it.each([500, 502, 503])("writes it from the template when the provider answers %i", async (status) => {
    fake.respondWith({ status });
    await expectFrenchTemplate(await generateInFrench());
  });

  it("writes it from the template when the provider does not answer in time", async () => {
    fake.respondWith({ hang: true });
    const started = performance.now();
    await expectFrenchTemplate(await generateInFrench());
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 5000);
  });

  it.each([
    ["content that is not JSON", { completion: "Bonjour Ada, voici un email." }],
    ["JSON without a body", emailCompletion({ subject: "Hello", body: "" })],
    ["empty content", { completion: "" }],
    ["no content", { completion: null }],
    ["a 2xx that is not a completion", { status: 200, body: { unexpected: true } }],
    ["a refused request (unknown model)", { status: 404 }],
  ] as const)("writes it from the template when the provider answers %s", async (_case, reply) => {
    fake.respondWith(reply);
    await expectFrenchTemplate(await generateInFrench());
  });

  it("records that the template was used", async () => {
    const other = await t.signUp();
    const otherClient = await createClient(t, other);
    fake.respondWith({ status: 500 });
    await expectEmail(await generate(other, { clientId: otherClient.id, featureDescription: FEATURE }));
    expect(await outreachActivity(t, other)).toEqual([
      { entityId: otherClient.id, details: { name: "Ada Lovelace", used_fallback: true } },
    ]);
  });
});

describe("when the provider refuses", () => {
  it.each([
    [401, 502, "AUTH_FAILED", "credentials_refused"],
    [403, 502, "AUTH_FAILED", "credentials_refused"],
    [402, 502, "PAYMENT_REQUIRED", "payment_required"],
    [429, 429, "RATE_LIMIT", "rate_limited"],
  ])("answering %i, the request fails with %i %s and no email", async (providerStatus, status, code, reason) => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    fake.respondWith({ status: providerStatus });
    const error = await expectError(await generate(user, { clientId: client.id, featureDescription: FEATURE }), status, code);
    expect(error.details).toEqual({ reason });
    expect(fake.requests).toHaveLength(1);
    expect(await outreachActivity(t, user)).toEqual([]);
  });

  it("passes on how long the provider asks to wait", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    fake.respondWith({ status: 429, headers: { "retry-after": "12" } });
    const response = await generate(user, { clientId: client.id, featureDescription: FEATURE });
    expect(response.headers.get("retry-after")).toBe("12");
    expect((await expectError(response, 429, "RATE_LIMIT")).details).toEqual({ reason: "rate_limited", retry_after_seconds: 12 });
  });
});

describe("a generation request", () => {
  let owner: TestUser;
  let ownClient: Client;
  beforeAll(async () => {
    owner = await t.signUp();
    ownClient = await createClient(t, owner);
  });

  it("for another user's client answers 404 with none of its data, and reaches no AI", async () => {
    const stranger = await t.signUp();
    const response = await generate(stranger, { clientId: ownClient.id, featureDescription: FEATURE });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Client not found" } });
    expect(fake.requests).toEqual([]);
  });

  it("for a client that does not exist answers 404", async () => {
    await expectError(await generate(owner, { clientId: randomUUID(), featureDescription: FEATURE }), 404, "NOT_FOUND");
    expect(fake.requests).toEqual([]);
  });

  it.each([
    ["blank", { featureDescription: " \n\t " }, "featureDescription", "connect.errors.noFeatureDescription"],
    ["missing", {}, "featureDescription", "connect.errors.noFeatureDescription"],
    ["too long", { featureDescription: "x".repeat(2001) }, "featureDescription", "connect.errors.featureDescriptionTooLong"],
  ])("with a %s description answers 400 'Please describe the feature'", async (_case, body, field, key) => {
    const error = await expectError(await generate(owner, { clientId: ownClient.id, ...body }), 400, "VALIDATION");
    expect(error.fields).toEqual({ [field]: key });
    expect(fake.requests).toEqual([]);
  });

  it.each([
    ["missing", {}],
    ["empty", { clientId: "" }],
    ["not an id", { clientId: "ada" }],
  ])("with a %s client answers 400 'Please select a client'", async (_case, body) => {
    const error = await expectError(await generate(owner, { featureDescription: FEATURE, ...body }), 400, "VALIDATION");
    expect(error.fields).toEqual({ clientId: "connect.errors.noClientSelected" });
    expect(fake.requests).toEqual([]);
  });

  it("needs a session", async () => {
    const response = await t.postJson("/api/v1/functions/generate-outreach-email", {
      clientId: ownClient.id,
      featureDescription: FEATURE,
    });
    expect(response.status).toBe(401);
  });
});

describe("the per-user limit", () => {
  it("allows 20 generations a minute, refuses the 21st with 429 and Retry-After, and leaves other users alone", async () => {
    const [busy, other] = [await t.signUp(), await t.signUp()];
    const [busyClient, otherClient] = [await createClient(t, busy), await createClient(t, other)];
    await withinOneMinuteWindow();

    const responses = await Promise.all(
      Array.from({ length: 25 }, () => generate(busy, { clientId: busyClient.id, featureDescription: FEATURE })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(5).fill(429)]);
    // The refused ones never reach the AI. (On a machine busy enough, an allowed one may pass
    // this file's 300 ms AI timeout and be written from the template instead: it is no call either.)
    const written = await Promise.all(responses.filter((response) => response.status === 200).map((response) => response.clone().json()));
    const byTheAi = (written as GeneratedEmail[]).filter((email) => !email.usedFallback).length;
    expect(fake.requests).toHaveLength(byTheAi);
    expect(byTheAi).toBeGreaterThan(0);

    const refused = responses.find((response) => response.status === 429)!;
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await expectError(refused, 429, "RATE_LIMIT")).details).toEqual({
      reason: "too_many_requests",
      retry_after_seconds: retryAfter,
    });

    await expectEmail(await generate(other, { clientId: otherClient.id, featureDescription: FEATURE }));
    expect(fake.requests).toHaveLength(byTheAi + 1);
  });

  it("allows 10 health checks a minute, counted apart from generations", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    await withinOneMinuteWindow();
    for (let check = 1; check <= 10; check++) expect((await checkHealth(user)).status).toBe(200);
    await expectError(await checkHealth(user), 429, "RATE_LIMIT");
    await expectEmail(await generate(user, { clientId: client.id, featureDescription: FEATURE }));
  });
});

describe("the AI health check", () => {
  it("answers ok with the key's length and the start of its SHA-256 after a tiny completion", async () => {
    const user = await t.signUp();
    fake.respondWith({ completion: "OK" });
    const response = await checkHealth(user, { debug: true });
    expect(response.status).toBe(200);
    expect((await response.json()) as AiHealth).toEqual({
      status: "ok",
      diagnostics: {
        keyLength: API_KEY.length,
        keyHashPrefix: createHash("sha256").update(API_KEY).digest("hex").slice(0, 8),
      },
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.model).toBe(MODEL);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it("leaves the diagnostics out unless asked", async () => {
    const user = await t.signUp();
    expect(await (await checkHealth(user, {})).json()).toEqual({ status: "ok" });
  });

  it.each([
    [401, 502, "AUTH_FAILED", "credentials_refused"],
    [403, 502, "AUTH_FAILED", "credentials_refused"],
    [402, 502, "PAYMENT_REQUIRED", "payment_required"],
    [429, 429, "RATE_LIMIT", "rate_limited"],
    [500, 503, "UNAVAILABLE", "server_error"],
    [404, 503, "UNAVAILABLE", "request_refused"],
  ])("reports a provider answering %i as %i %s", async (providerStatus, status, code, reason) => {
    const user = await t.signUp();
    fake.respondWith({ status: providerStatus });
    expect((await expectError(await checkHealth(user), status, code)).details).toEqual({ reason });
  });

  it("reports a provider that does not answer in time as 503 UNAVAILABLE", async () => {
    const user = await t.signUp();
    fake.respondWith({ hang: true });
    expect((await expectError(await checkHealth(user), 503, "UNAVAILABLE")).details).toEqual({ reason: "timeout" });
  });
});

describe("the email signature", () => {
  const signature = { name: "Jeanne Martin", title: "Responsable commerciale", company: "Papeterie Martin", phone: "+33 1 23 45 67 89" };

  it("is empty until set, is replaced as a whole, and goes under the sign-off of the AI's emails and the templates'", async () => {
    const user = await t.signUp();
    expect(await (await t.api(user, "GET", "/signature")).json()).toEqual({ name: "", title: "", company: "", phone: "" });
    const saved = await t.api(user, "PUT", "/signature", { ...signature, name: "  Jeanne Martin " });
    expect([saved.status, await saved.json()]).toEqual([200, signature]);

    const client = await createClient(t, user);
    fake.respondWith(
      emailCompletion({ subject: "Des relances qui partent seules", body: "Bonjour Ada Lovelace,\n\n…\n\nBien cordialement,\n" }),
    );
    const written = await expectEmail(await generate(user, { clientId: client.id, featureDescription: FEATURE, userLanguage: "fr" }));
    expect(written.body).toBe(
      "Bonjour Ada Lovelace,\n\n…\n\nBien cordialement,\nJeanne Martin\nResponsable commerciale, Papeterie Martin\n+33 1 23 45 67 89",
    );

    await t.api(user, "PUT", "/signature", { name: "Jeanne Martin", title: "", company: "", phone: "" });
    fake.respondWith({ status: 500 });
    const fromTemplate = await expectEmail(await generate(user, { clientId: client.id, featureDescription: FEATURE, userLanguage: "fr" }));
    expect(fromTemplate.usedFallback).toBe(true);
    expect(fromTemplate.body).toMatch(/Bien cordialement,\nJeanne Martin$/);
  });

  it("refuses a line break, a line too long or a missing field, each named, and keeps the saved one", async () => {
    const user = await t.signUp();
    await t.api(user, "PUT", "/signature", signature);
    for (const [body, field, key] of [
      [{ ...signature, title: "Sales\nManager" }, "title", "validation.singleLine"],
      [{ ...signature, company: "c".repeat(101) }, "company", "validation.signatureTooLong"],
      [{ ...signature, phone: "1".repeat(51) }, "phone", "validation.signaturePhoneTooLong"],
      [{ name: "Only a name" }, "title", "validation.invalid"],
    ] as const) {
      const error = await expectError(await t.api(user, "PUT", "/signature", body), 400, "VALIDATION");
      expect(error.fields?.[field], JSON.stringify(body)).toBe(key);
    }
    expect(await (await t.api(user, "GET", "/signature")).json()).toEqual(signature);
  });
});

describe("without an AI configured", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it("writes the email from the template in the interface language", async () => {
    const user = await bare.signUp();
    const client = await createClient(bare, user);
    const email = await expectEmail(await generate(user, { clientId: client.id, featureDescription: FEATURE, userLanguage: "de" }, bare));
    expect([email.usedFallback, email.fallbackReason], "no AI is configured").toEqual([true, "not_configured"]);
    expect(email.subject).toBe("Automatic invoice reminders für Analytical Engines");
    expect(email.body).toMatch(/^Guten Tag Ada Lovelace,\n\nals Founder bei Analytical Engines/);
  });

  it("reports the AI offline (AUTH_FAILED) in the health check", async () => {
    const user = await bare.signUp();
    const error = await expectError(await checkHealth(user, { debug: true }, bare), 502, "AUTH_FAILED");
    expect(error.details).toEqual({ reason: "not_configured" });
  });
});

describe("the API key", () => {
  it("never reaches a response or the log, even when the provider quotes it back", async () => {
    const user = await t.signUp();
    const client = await createClient(t, user);
    const keyQuoted = { error: { message: `Incorrect API key provided: ${API_KEY}`, type: "invalid_request_error" } };
    const bodies: string[] = [];
    const call = async (response: Response | Promise<Response>) => bodies.push(await (await response).text());

    logLines.length = 0;
    fake.respondWith(emailCompletion({ subject: "Hello", body: "Hi Ada" }));
    await call(generate(user, { clientId: client.id, featureDescription: FEATURE }));
    await call(checkHealth(user, { debug: true }));
    fake.respondWith({ status: 401, body: keyQuoted });
    await call(generate(user, { clientId: client.id, featureDescription: FEATURE }));
    await call(checkHealth(user, { debug: true }));
    fake.respondWith({ status: 500, body: keyQuoted });
    await call(generate(user, { clientId: client.id, featureDescription: FEATURE }));
    await call(checkHealth(user, { debug: true }));

    expect(bodies).toHaveLength(6);
    for (const body of bodies) expect(body).not.toContain(API_KEY);
    const log = logLines.join("");
    expect(log).toContain('"reason":"credentials_refused"');
    expect(log).toContain('"reason":"server_error"');
    expect(log).not.toContain(API_KEY);
    expect(log).not.toContain(API_KEY.slice(-12));
  });
});

describe("the API document", () => {
  it("describes both Connect functions with their refusals", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const responses = (path: string) => Object.keys(doc.paths[`/api/v1/functions/${path}`]?.post?.responses ?? {});
    expect(responses("generate-outreach-email")).toEqual(["200", "400", "401", "403", "404", "413", "415", "429", "502"]);
    expect(responses("ai-healthcheck")).toEqual(["200", "400", "401", "403", "413", "415", "429", "502", "503"]);
  });
});
