import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
});
afterAll(() => t.close());

/** Posts a body exactly as written (JSON text with \u escapes, or raw bytes). */
const postRaw = (path: string, body: string | Uint8Array<ArrayBuffer>, cookie = user.cookie) =>
  t.request(path, { method: "POST", body, headers: { cookie, "content-type": "application/json" } });

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe("text fields refuse what UTF-8 cannot carry", () => {
  it.each([
    ["a lone high surrogate in the name", String.raw`{"name": "Ada \ud800"}`, "name"],
    ["a lone low surrogate in the company", String.raw`{"name": "Ada", "company": "\udc00 Ltd"}`, "company"],
    ["a reversed surrogate pair in the position", String.raw`{"name": "Ada", "position": "\udc00\ud800"}`, "position"],
  ])("client: %s answers 400 validation.invalid", async (_case, body, field) => {
    const response = await postRaw("/api/v1/clients", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION", fields: { [field]: "validation.invalid" } } });
  });

  it("inventory: a lone surrogate in the item name answers 400", async () => {
    const response = await postRaw("/api/v1/inventory", String.raw`{"item_name": "Mouse \ud83d"}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { item_name: "validation.invalid" } } });
  });

  it("a proper surrogate pair (an emoji) is kept", async () => {
    const response = await postRaw("/api/v1/clients", String.raw`{"name": "Ada \ud83d\ude00"}`);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { name: string }).name).toBe("Ada 😀");
  });
});

describe("names made only of invisible characters are missing names", () => {
  it.each(["\u200b", "\u200b\u200c\u200d", "\u2060 \ufeff", "\u3164", "\u00ad\u034f"])(
    "client name %j: validation.nameRequired",
    async (name) => {
      const response = await t.api(user, "POST", "/clients", { name });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { fields: { name: "validation.nameRequired" } } });
    },
  );

  it("item name of zero-width spaces: validation.itemNameRequired", async () => {
    const response = await t.api(user, "POST", "/inventory", { item_name: "\u200b\u200b" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { item_name: "validation.itemNameRequired" } } });
  });

  it("an optional field of invisible characters is left empty", async () => {
    const response = await t.api(user, "POST", "/clients", { name: "Ada", company: "\u200b" });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { company: string | null }).company).toBeNull();
  });
});

describe("a JSON body that is not valid UTF-8", () => {
  const invalidUtf8 = (json: string, at: string) => {
    const [before, after] = json.split(at) as [string, string];
    const encoder = new TextEncoder();
    return new Uint8Array([...encoder.encode(before), 0xff, 0xfe, ...encoder.encode(after)]);
  };

  it("is refused with 400 VALIDATION on /api/v1 instead of storing U+FFFD", async () => {
    const response = await postRaw("/api/v1/clients", invalidUtf8('{"name": "Ada|"}', "|"));
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("VALIDATION");
    const list = await t.api(user, "GET", "/clients?q=%EF%BF%BD");
    expect(((await list.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it("is refused on /api/auth too", async () => {
    const body = invalidUtf8(`{"email": "${uniqueEmail()}", "password": "${STRONG_PASSWORD}", "name": "Sam|"}`, "|");
    const response = await postRaw("/api/auth/sign-up/email", body, "");
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe("VALIDATION");
  });

  it("while U+FFFD sent as valid UTF-8 is ordinary text", async () => {
    const response = await t.api(user, "POST", "/clients", { name: "Ada \ufffd" });
    expect(response.status).toBe(201);
  });
});
