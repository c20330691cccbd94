/**
 * The API document's contract for third-party clients (docs/decisions.md 68): every operation
 * named, secured and with the 4xx answers the app can give it, whoever wrote the route.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import type { ApiDocument } from "./openapi";

const t = await createTestApp({ BASE_URL: "https://crm.clientele.test/" });
afterAll(() => t.close());
const document = (await (await t.request("/api/v1/openapi.json")).json()) as ApiDocument;

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, path, method, operation })),
);

const errorSchemaOf = (response: unknown) =>
  (response as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)?.content?.["application/json"]?.schema?.$ref;

describe("the OpenAPI document", () => {
  it("names its server from BASE_URL", () => {
    expect(document.servers).toEqual([{ url: "https://crm.clientele.test", description: "This server (BASE_URL)" }]);
  });

  it("gives every operation a camelCase operationId of its own", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(operations.filter(({ operation }) => !/^[a-z][a-zA-Z0-9]*$/.test(operation.operationId ?? "")).map(({ key }) => key)).toEqual(
      [],
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["listClients", "createOrder", "signInEmail", "signUpEmail", "signOut", "getSession"]));
  });

  it("says how every operation is authenticated, with the document's schemes", () => {
    const schemes = new Set(Object.keys(document.components?.securitySchemes ?? {}));
    expect([...schemes].sort()).toEqual(["ApiKey", "BearerToken", "SessionCookie"]);
    for (const { key, path, operation } of operations) {
      expect(operation.security, key).toBeDefined();
      for (const requirement of operation.security!) for (const name of Object.keys(requirement)) expect(schemes, key).toContain(name);
      // The public data routes, whose token in the path is the key: what an invitation link is for, shown before its
      // reader signs in (docs/decisions.md 88), and a member's calendar feed, which calendar apps read (decision 109).
      const isPublic = key === "GET /api/v1/invitations/{token}" || key === "GET /api/v1/calendar/{token}.ics";
      if (path.startsWith("/api/v1/")) expect(operation.security!.length > 0, `${key} needs a credential`).toBe(!isPublic);
    }
    const security = (key: string) => operations.find((operation) => operation.key === key)?.operation.security;
    expect(security("GET /api/health")).toEqual([]);
    expect(security("POST /api/auth/sign-in/email")).toEqual([]);
    expect(security("GET /api/v1/clients")).toEqual([{ SessionCookie: [] }, { BearerToken: [] }, { ApiKey: [] }]);
    expect(security("POST /api/v1/api-keys")).toEqual([{ SessionCookie: [] }, { BearerToken: [] }]);
  });

  it("describes the 4xx answers each operation can give, in the API's error shape", () => {
    const missing: string[] = [];
    for (const { key, path, method, operation } of operations) {
      const security = operation.security ?? [];
      const expected = [
        ...((operation.parameters?.length ?? 0) > 0 || method !== "get" ? ["400"] : []),
        ...(security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0) ? ["401"] : []),
        ...(path.startsWith("/api/v1/") && method !== "get" ? ["403"] : []),
        ...(path.includes("{") ? ["404"] : []),
        ...(method !== "get" ? ["413"] : []),
        ...(path.startsWith("/api/v1/") && method !== "get" ? ["415"] : []),
        ...(security.some((requirement) => "ApiKey" in requirement) ? ["429"] : []),
      ];
      for (const status of expected) if (!operation.responses[status]) missing.push(`${key} ${status}`);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith("4")) continue;
        const schema = errorSchemaOf(response);
        const name = schema?.replace("#/components/schemas/", "") ?? "";
        // Error, AuthError, or a named refinement of Error (OrderConflict, AiRateLimited…) whose `error` has code and message.
        const error = (document.components?.schemas?.[name] as { properties?: { error?: unknown } } | undefined)?.properties?.error;
        if (!error) missing.push(`${key} ${status}: ${schema ?? "no JSON schema"} is not an error body`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("describes the sign-in, sign-up, sign-out and session routes the web app uses", () => {
    expect(operations.filter(({ path }) => path.startsWith("/api/auth/")).map(({ key }) => key)).toEqual([
      "POST /api/auth/sign-up/email",
      "POST /api/auth/sign-in/email",
      "POST /api/auth/sign-out",
      "GET /api/auth/get-session",
    ]);
  });
});
