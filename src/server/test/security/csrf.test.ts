/**
 * CSRF, on every state-changing route: of the OpenAPI document (/api/v1) and of better-auth
 * (/api/auth, listed from its own endpoints). A request riding on the victim's cookie from a
 * foreign, `null` or look-alike Origin, or carrying a form or text/plain body (what a
 * cross-site page can send without a preflight), is refused and changes nothing. A script
 * without Origin that sends JSON is let through.
 */
import { vi } from "vitest";

// better-auth skips its own Origin check when NODE_ENV is "test" (its isTest()), which it reads
// when first imported: this file runs it as a production server does. The app reads NODE_ENV
// from the process nowhere else but the prepared queries' name check (db/prepared-statements.ts),
// which this file then goes without; createTestApp passes its own NODE_ENV to parseEnv.
vi.hoisted(() => {
  process.env.NODE_ENV = "production";
  delete process.env.TEST;
});

import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createAuth } from "../../auth/auth";
import { createTestApp, TEST_ORIGIN } from "../test-app";
import { testEngine } from "../test-database";
import { actorFor, CREDENTIAL_KINDS, errorCodeOf, errorShapeProblem, send, Tally, type Actor, type SendOptions } from "./actors";
import { ownIdsFor, readBooks, requestWithIds, seedBooks, type FoundId } from "./books";
import { fetchOpenApiDocument, isServerFault, operationsOf, urlOf, type RequestParts } from "./openapi-routes";

const t = await createTestApp();
afterAll(() => t.close());
const operations = operationsOf(await fetchOpenApiDocument(t));
const mutating = operations.filter((operation) => operation.mutating && operation.path.startsWith("/api/v1/"));
const engine = testEngine();
const tally = new Tally();

const FOREIGN = "https://evil.example";
/** Origins that are not the app's, though they look like it. */
const LOOK_ALIKES = [
  `${TEST_ORIGIN}.evil.example`,
  TEST_ORIGIN.replace("http:", "https:"),
  TEST_ORIGIN.replace(/:\d+$/, ":3001"),
  TEST_ORIGIN.replace("//", "//evil."),
  `${TEST_ORIGIN}/`,
];

type BodyKind = "json" | "urlencoded" | "multipart" | "text/plain" | "untyped";

interface AttackCase {
  name: string;
  origin: string | null;
  body: BodyKind;
  /** What the app answers today (src/server/http/security.ts). */
  status: 403 | 415;
}

/**
 * What better-auth answers: 403 for an Origin it does not trust (and for a cookie without
 * Origin), 415 for a form on an endpoint that takes only JSON, 404 for an endpoint the app
 * does not serve.
 */
interface AuthAttackCase {
  name: string;
  origin: string | null;
  body: BodyKind;
  refusedWith: number[];
}

const ATTACKS: AttackCase[] = [
  { name: "foreign Origin, JSON", origin: FOREIGN, body: "json", status: 403 },
  { name: "Origin null, JSON", origin: "null", body: "json", status: 403 },
  ...LOOK_ALIKES.map((origin): AttackCase => ({ name: `look-alike Origin ${origin}, JSON`, origin, body: "json", status: 403 })),
  { name: "foreign Origin, form", origin: FOREIGN, body: "urlencoded", status: 403 },
  { name: "Origin null, text/plain", origin: "null", body: "text/plain", status: 403 },
  { name: "no Origin, form (application/x-www-form-urlencoded)", origin: null, body: "urlencoded", status: 415 },
  { name: "no Origin, multipart/form-data", origin: null, body: "multipart", status: 415 },
  { name: "no Origin, text/plain holding JSON", origin: null, body: "text/plain", status: 415 },
  { name: "no Origin, a body without content-type", origin: null, body: "untyped", status: 415 },
  { name: "own Origin, form", origin: TEST_ORIGIN, body: "urlencoded", status: 415 },
  { name: "own Origin, multipart/form-data", origin: TEST_ORIGIN, body: "multipart", status: 415 },
  { name: "own Origin, text/plain holding JSON", origin: TEST_ORIGIN, body: "text/plain", status: 415 },
];

/** The request's body as a cross-site page would send it: each field a form field, or the JSON as text. */
function encoded(body: unknown, kind: BodyKind): Pick<SendOptions, "body" | "headers"> {
  const json = JSON.stringify(body ?? {});
  const fields = Object.entries((typeof body === "object" && body) || { x: "1" }).map(
    ([name, value]) => [name, typeof value === "string" ? value : JSON.stringify(value)] as [string, string],
  );
  switch (kind) {
    case "json":
      return { body: json, headers: { "content-type": "application/json" } };
    case "urlencoded":
      return { body: new URLSearchParams(fields), headers: { "content-type": null } };
    case "multipart": {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      return { body: form, headers: { "content-type": null } };
    }
    case "text/plain":
      return { body: json, headers: { "content-type": "text/plain;charset=UTF-8" } };
    case "untyped": {
      // As on the wire: the length is declared (in process nothing adds it).
      const bytes = new TextEncoder().encode(json) as Uint8Array<ArrayBuffer>;
      return { body: bytes, headers: { "content-type": null, "content-length": String(bytes.length) } };
    }
  }
}

async function victimWithBooks(): Promise<{ victim: Actor; deleted: FoundId[] }> {
  const victim = await actorFor(t, await t.signUp(), CREDENTIAL_KINDS[0]!);
  const { deleted } = await seedBooks(t, victim, "victim", operations);
  return { victim, deleted };
}

afterAll(() => {
  console.info(
    [
      `[security] csrf on ${engine}: ${mutating.length} state-changing /api/v1 operations × ${ATTACKS.length} attacks, ` +
        `${authEndpoints.length} /api/auth endpoints × ${AUTH_ATTACKS.length} attacks; ${tally.requests} requests; statuses ${tally.statuses()}`,
      ...tally.groups().map((group) => `  ${group}: ${tally.statuses(group)}`),
    ].join("\n"),
  );
});

describe(`CSRF on ${engine}: state-changing /api/v1 routes, with the victim's cookie`, () => {
  it.each(mutating.map((operation) => [operation.key, operation] as const))(
    `%s: ${ATTACKS.length} cross-site requests refused (403 or 415), nothing changed; JSON from a script without Origin passes`,
    async (_key, operation) => {
      const { victim, deleted } = await victimWithBooks();
      const before = await readBooks(t, victim, operations);
      const parts: RequestParts = requestWithIds(operation, ownIdsFor(operation, before, deleted));
      const url = urlOf(operation, parts);

      for (const attack of ATTACKS) {
        const { body, headers } = encoded(parts.body, attack.body);
        const answer = await send(t, victim, url, { method: operation.method, body, headers: { ...headers, origin: attack.origin } });
        tally.add(operation.key, answer.status);
        const context = `${operation.key}, ${attack.name}: ${answer.status} ${answer.text}`;
        expect(answer.status, context).toBe(attack.status);
        expect(errorShapeProblem(answer), context).toBeUndefined();
        expect(errorCodeOf(answer), context).toBe(attack.status === 403 ? "FORBIDDEN" : "UNSUPPORTED_MEDIA_TYPE");
      }
      expect((await readBooks(t, victim, operations)).answers, "a refused cross-site request changed the victim's books").toEqual(
        before.answers,
      );

      // Scripts and integrations send no Origin: JSON from them gets past the CSRF rules.
      const script = await send(t, victim, url, {
        method: operation.method,
        ...encoded(parts.body, "json"),
        headers: { origin: null, "content-type": "application/json" },
      });
      tally.add(operation.key, script.status);
      expect([403, 415], `${operation.key} from a script: ${script.status} ${script.text}`).not.toContain(script.status);
      expect(isServerFault(operation, script.status), `${operation.key} from a script: ${script.status} ${script.text}`).toBe(false);
    },
  );
});

/** better-auth's endpoints reachable over HTTP with POST, from its own list (a plugin's join by themselves). */
const authEndpoints = Object.entries(
  createAuth({ db: t.db, env: t.env, secret: randomBytes(32).toString("base64url"), mailer: t.mailer, logger: t.logger }).api,
)
  .map(([name, endpoint]) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } };
    const methods = [options?.method ?? []].flat();
    return { name, path, methods, serverOnly: options?.metadata?.SERVER_ONLY === true };
  })
  .filter(
    (endpoint): endpoint is typeof endpoint & { path: string } =>
      Boolean(endpoint.path) && endpoint.methods.includes("POST") && !endpoint.serverOnly,
  )
  .map(({ name, path }) => ({ name, path: `/api/auth${path.replace(/:[a-zA-Z]+/g, "google")}` }));

const AUTH_ATTACKS: AuthAttackCase[] = [
  { name: "foreign Origin, JSON", origin: FOREIGN, body: "json", refusedWith: [403, 404] },
  { name: "Origin null, JSON", origin: "null", body: "json", refusedWith: [403, 404] },
  { name: `look-alike Origin ${LOOK_ALIKES[0]}, JSON`, origin: LOOK_ALIKES[0]!, body: "json", refusedWith: [403, 404] },
  { name: "no Origin, JSON", origin: null, body: "json", refusedWith: [403, 404] },
  { name: "foreign Origin, form", origin: FOREIGN, body: "urlencoded", refusedWith: [403, 404, 415] },
  { name: "no Origin, form", origin: null, body: "urlencoded", refusedWith: [403, 404, 415] },
  { name: "no Origin, multipart/form-data", origin: null, body: "multipart", refusedWith: [403, 404, 415] },
];

describe(`CSRF on ${engine}: better-auth's POST endpoints, with the victim's cookie`, () => {
  it.each(authEndpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    `%s: ${AUTH_ATTACKS.length} cross-site requests refused (403, or 415 for a form, 404 when not served), nothing changes`,
    async (path) => {
      const { victim } = await victimWithBooks();
      const before = await readBooks(t, victim, operations);
      for (const attack of AUTH_ATTACKS) {
        // Bodies that would do harm if accepted: sign-out, revoke, delete, change.
        const { body, headers } = encoded({ email: victim.user.email, password: "Sturdy-Passw0rd", name: "Hijacked" }, attack.body);
        const answer = await send(t, victim, path, { method: "POST", body, headers: { ...headers, origin: attack.origin } });
        tally.add(`POST ${path}`, answer.status);
        expect(attack.refusedWith, `POST ${path}, ${attack.name}: ${answer.status} ${answer.text}`).toContain(answer.status);
        expect(errorShapeProblem(answer), `POST ${path}, ${attack.name}: ${answer.text}`).toBeUndefined();
      }
      expect((await readBooks(t, victim, operations)).answers, "a refused cross-site request changed the victim's books").toEqual(
        before.answers,
      );
    },
  );
});

describe(`login CSRF on ${engine}: a cross-site form signing the victim's browser into the attacker's account`, () => {
  const LOGIN_ATTACKS: { name: string; headers: Record<string, string | null> }[] = [
    { name: "foreign Origin", headers: { origin: FOREIGN } },
    { name: "Origin null", headers: { origin: "null" } },
    // A top-level cross-site form navigation; the browser says so in Fetch Metadata, which pages cannot forge.
    {
      name: "no Origin, Sec-Fetch-Site cross-site",
      headers: { origin: null, "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
    },
  ];

  it.each(["/api/auth/sign-in/email", "/api/auth/sign-up/email"])(
    `%s: ${LOGIN_ATTACKS.length} cross-site forms and JSON posts, without cookie, refused with 403 and no session cookie`,
    async (path) => {
      const attacker = await t.signUp();
      for (const attack of LOGIN_ATTACKS) {
        for (const kind of ["urlencoded", "json"] as const) {
          const email = path.includes("sign-up") ? `new-${attacker.email}` : attacker.email;
          const { body, headers } = encoded({ email, password: "Sturdy-Passw0rd", name: "x" }, kind);
          const answer = await send(t, undefined, path, { method: "POST", body, headers: { ...headers, ...attack.headers } });
          tally.add(`POST ${path} (login CSRF)`, answer.status);
          const context = `POST ${path}, ${attack.name}, ${kind}: ${answer.status} ${answer.text}`;
          expect(answer.status, context).toBe(403);
          expect(answer.headers.getSetCookie().join(";"), context).not.toMatch(/session_token=/);
        }
      }
    },
  );
});
