/**
 * What an integrator does with the API document (docs/api.md, docs/decisions.md 68): generate
 * TypeScript types from it with openapi-typescript, and call the API through openapi-fetch with an
 * API key. The types are committed (src/server/test/api-types.ts) and the scenario below is typed
 * with them, so `tsc --noEmit` fails when the document no longer fits it; this test fails when
 * regenerating the types from the served document gives another text. `UPDATE_API_TYPES=1`
 * rewrites the file instead.
 */
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import createClient from "openapi-fetch";
import { format, resolveConfig } from "prettier";
import { afterAll, describe, expect, it } from "vitest";
import type { paths } from "../test/api-types";
import { createTestApp } from "../test/test-app";

const TYPES_FILE = new URL("../test/api-types.ts", import.meta.url);

const t = await createTestApp();
afterAll(() => t.close());

/** The types openapi-typescript writes for the document, formatted as the repository's other files. */
async function generatedTypes(document: OpenAPI3): Promise<string> {
  // A property with a default may be left out of a request: not required (openapi-typescript's default would require it).
  const text = astToString(await openapiTS(document, { defaultNonNullable: false }));
  const options = (await resolveConfig(TYPES_FILE.pathname)) ?? {};
  return format(`// Generated from GET /api/v1/openapi.json by src/server/http/api-client.test.ts: do not edit.\n${text}`, {
    ...options,
    parser: "typescript",
  });
}

describe("a client generated from the API document", () => {
  it("has committed types that match the document the app serves", async () => {
    const document = (await (await t.request("/api/v1/openapi.json")).json()) as OpenAPI3;
    const generated = await generatedTypes(document);
    if (process.env.UPDATE_API_TYPES === "1") writeFileSync(TYPES_FILE, generated);
    expect(readFileSync(TYPES_FILE, "utf8"), "the API changed: regenerate with UPDATE_API_TYPES=1 and read the diff").toBe(generated);
  });

  it("creates a client, an item and an order with an API key, confirms the order, and reads the stock it took", async () => {
    const user = await t.signUp();
    const created = await t.api(user, "POST", "/api-keys", { name: "integration" });
    const { key } = (await created.json()) as { key: string };

    // openapi-fetch as an integrator would use it; its requests go to the app in process.
    const api = createClient<paths>({
      baseUrl: "http://localhost:3000",
      headers: { "X-API-Key": key },
      fetch: async (request) => {
        const url = new URL(request.url);
        const body = request.method === "GET" ? undefined : await request.text();
        return t.request(`${url.pathname}${url.search}`, { method: request.method, headers: request.headers, ...(body ? { body } : {}) });
      },
    });

    const client = await api.POST("/api/v1/clients", { body: { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical" } });
    expect(client.response.status).toBe(201);
    const item = await api.POST("/api/v1/inventory", { body: { item_name: "Brass gear", quantity: 10, unit_price: 12.5 } });
    expect(item.response.status).toBe(201);
    const order = await api.POST("/api/v1/orders", {
      body: { client_id: client.data!.id, lines: [{ inventory_item_id: item.data!.id, quantity: 3 }] },
    });
    expect(order.response.status).toBe(201);
    expect(order.data!.status).toBe("created");

    const confirmed = await api.PATCH("/api/v1/orders/{id}", { params: { path: { id: order.data!.id } }, body: { status: "confirmed" } });
    expect(confirmed.data?.status).toBe("confirmed");
    const stock = await api.GET("/api/v1/inventory/{id}", { params: { path: { id: item.data!.id } } });
    expect(stock.data?.quantity).toBe(7);

    const missing = await api.GET("/api/v1/orders/{id}", { params: { path: { id: randomUUID() } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe("NOT_FOUND");
    const invalid = await api.POST("/api/v1/inventory", { body: { item_name: "", quantity: -1 } });
    expect(invalid.response.status).toBe(400);
    expect(Object.keys(invalid.error?.error.fields ?? {}).sort()).toEqual(["item_name", "quantity"]);
  });
});
