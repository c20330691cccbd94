/**
 * The security suite finds its routes in the OpenAPI document and builds its hostile bodies
 * with these helpers: a route missing from the document, or a helper that quietly dropped a
 * `__proto__` key, would leave a hole no test reports. These tests close those holes.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-app";
import { objectOf, OMIT, RawJson, toJsonText } from "./hostile-values";
import { fetchOpenApiDocument, idSlotsOf, minimalRequest, operationsOf, urlOf, RawUrlPart, withValueAt } from "./openapi-routes";

const t = await createTestApp();
afterAll(() => t.close());
const operations = operationsOf(await fetchOpenApiDocument(t));

describe("the routes the security suite exercises", () => {
  it("include every route the app serves under /api/v1 (the OpenAPI document is complete)", () => {
    const documented = new Set(operations.map((operation) => operation.key));
    const served = t.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/v1/") && route.path !== "/api/v1/openapi.json")
      .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z_]\w*)/g, "{$1}")}`);
    expect([...new Set(served)].filter((key) => !documented.has(key))).toEqual([]);
  });

  it("find the ids of a route wherever they are: path, body, array elements", () => {
    const patchOrder = operations.find((operation) => operation.key === "PATCH /api/v1/orders/{id}");
    expect(patchOrder && idSlotsOf(patchOrder).map((slot) => slot.label)).toEqual([
      "path id",
      "body lines[].id",
      "body lines[].inventory_item_id",
      "body lines[].tax_rate_id",
    ]);
  });

  it("build the smallest valid request with the given ids in the slots", () => {
    const patchOrder = operations.find((operation) => operation.key === "PATCH /api/v1/orders/{id}")!;
    const parts = minimalRequest(patchOrder, (slot) => `<${slot.label}>`);
    expect(urlOf(patchOrder, parts)).toBe("/api/v1/orders/%3Cpath%20id%3E");
    expect(parts.body).toEqual({
      status: "created",
      lines: [
        {
          id: "<body lines[].id>",
          inventory_item_id: "<body lines[].inventory_item_id>",
          quantity: 1,
          tax_rate_id: "<body lines[].tax_rate_id>",
        },
      ],
    });
  });
});

describe("the fuzzer's request bodies", () => {
  it("keep __proto__ and constructor as ordinary keys, and write raw numbers verbatim", () => {
    const body = withValueAt(objectOf([["__proto__", { polluted: 1 }]]), ["constructor"], new RawJson("1e400"));
    expect(toJsonText(body)).toBe('{"__proto__":{"polluted":1},"constructor":1e400}');
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  });

  it("leave out omitted keys, and escape lone surrogates and NUL as JSON does", () => {
    expect(toJsonText({ a: OMIT, b: "\ud800\u0000" })).toBe('{"b":"\\ud800\\u0000"}');
  });

  it("set a field in every element of an array", () => {
    expect(withValueAt({ lines: [{ q: 1 }, { q: 2 }] }, ["lines", "[]", "q"], -0)).toEqual({ lines: [{ q: -0 }, { q: -0 }] });
  });

  it("put raw URL text in the path as it is, and encode the rest (a lone surrogate as U+FFFD)", () => {
    const getClient = operations.find((operation) => operation.key === "GET /api/v1/clients/{id}")!;
    expect(urlOf(getClient, { path: { id: new RawUrlPart("%ED%A0%80") }, query: [["q", "a&b\ud800"]] })).toBe(
      "/api/v1/clients/%ED%A0%80?q=a%26b%EF%BF%BD",
    );
  });
});
