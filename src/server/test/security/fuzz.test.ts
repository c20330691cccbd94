/**
 * Fuzzes every field of every route of the OpenAPI document (path parameters, query, body, at
 * any depth), one field at a time from the user's valid request, then whole requests: values
 * from the route's schemas, their bounds and hostile values. Seeds and run counts are fixed.
 * Every answer must be: no 500 and no 5xx the route does not document, every error in the
 * API's shape, nothing in the database changed by a refused request (or by any GET), and
 * nothing on Object.prototype.
 *
 * The document's /api/auth operations (sign-up, sign-in, sign-out, the session: auth/auth-openapi.ts)
 * are fuzzed the same way, with every assertion above: their errors carry the API's `error` object
 * (decision 35; the top-level `code`, `message` and `fields` beside it are not checked), and
 * NUL and lone surrogates are refused (decision 38). A success of sign-up, sign-in or sign-out
 * moves the database on, as any state-changing success does (docs/decisions.md 68).
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-app";
import { testEngine } from "../test-database";
import { actorFor, CREDENTIAL_KINDS, errorShapeProblem, send, Tally, type Actor, type Answer } from "./actors";
import { idsOf, ownIdsFor, readBooks, requestWithIds, seedBooks } from "./books";
import { importsSettled } from "../../imports/imports.service";
import { databaseFingerprint } from "./fingerprint";
import {
  HOSTILE_STRINGS,
  hostileValue,
  objectOf,
  OMIT,
  POLLUTION_MARK,
  RawJson,
  toJsonText,
  urlValueFor,
  valueFor,
} from "./hostile-values";
import {
  fetchOpenApiDocument,
  fieldsOf,
  isServerFault,
  operationsOf,
  RawUrlPart,
  urlOf,
  withValueAt,
  type Field,
  type Operation,
  type RequestParts,
} from "./openapi-routes";

/** Fixed: a failure names its seed and path, and reruns the same way. */
const FUZZ_SEED = 0x5ec0de;
const RUNS_PER_FIELD = 20;
const RUNS_PER_WHOLE_REQUEST = 40;

const t = await createTestApp();
afterAll(() => t.close());
const operations = operationsOf(await fetchOpenApiDocument(t));
const engine = testEngine();
const tally = new Tally();
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

afterAll(() => {
  const fields = operations.reduce((sum, operation) => sum + fieldsOf(operation).length, 0);
  console.info(
    [
      `[security] fuzz on ${engine}: ${operations.length} operations, ${fields} fields × ${RUNS_PER_FIELD} runs + ` +
        `${operations.length} operations × ${RUNS_PER_WHOLE_REQUEST} whole requests = ${tally.requests} requests; ` +
        `statuses ${tally.statuses()}`,
      ...operations.map((operation) => {
        const undocumented = tally.seen(operation.key).filter((status) => !operation.statuses.includes(String(status)));
        return `  ${operation.key}: ${tally.statuses(operation.key)}${undocumented.length > 0 ? ` (not in the document: ${undocumented.join(", ")})` : ""}`;
      }),
    ].join("\n"),
  );
});

/** A request as the fuzzer builds it: URL parts that may be raw, and a body that may be any value or bytes. */
interface FuzzRequest {
  path: Record<string, string | RawUrlPart>;
  query: [string, string | RawUrlPart][];
  body?: unknown;
  contentType: string;
}

const fromParts = (parts: RequestParts): FuzzRequest => ({
  path: { ...parts.path },
  query: [...parts.query],
  ...(parts.body === undefined ? {} : { body: parts.body }),
  contentType: "application/json",
});

function withField(request: FuzzRequest, field: Field, value: unknown): FuzzRequest {
  const name = field.pointer[0]!;
  if (field.in === "path") {
    return { ...request, path: { ...request.path, [name]: value === OMIT ? "" : (value as string | RawUrlPart) } };
  }
  if (field.in === "query") {
    const query = request.query.filter(([key]) => key !== name);
    return { ...request, query: value === OMIT ? query : [...query, [name, value as string | RawUrlPart]] };
  }
  return { ...request, body: withValueAt(request.body, field.pointer, value) };
}

function bodyOf(operation: Operation, request: FuzzRequest): string | Uint8Array<ArrayBuffer> | undefined {
  if (operation.method === "GET" || request.body === undefined || request.body === OMIT) return undefined;
  return request.body instanceof Uint8Array ? (request.body as Uint8Array<ArrayBuffer>) : toJsonText(request.body);
}

const describeRequest = (operation: Operation, url: string, body: string | Uint8Array<ArrayBuffer> | undefined, contentType: string) =>
  `${operation.method} ${url.slice(0, 300)} (${contentType}) ${
    body === undefined ? "" : typeof body === "string" ? body.slice(0, 300) : `bytes ${Buffer.from(body).toString("hex").slice(0, 80)}`
  }`;

/**
 * Sends the request as `actor` and checks the answer; `state.fingerprint` is the database as it
 * must still be after a refusal (a success of a state-changing route moves it on).
 */
async function sendAndCheck(operation: Operation, actor: Actor, request: FuzzRequest, state: { fingerprint: Record<string, string> }) {
  const url = urlOf(operation, request);
  const body = bodyOf(operation, request);
  const answer: Answer = await send(t, actor, url, {
    method: operation.method,
    ...(body === undefined ? {} : { body }),
    headers: { "content-type": body === undefined ? null : request.contentType },
  });
  tally.add(operation.key, answer.status);
  const context = `${describeRequest(operation, url, body, request.contentType)}\n→ ${answer.status} ${answer.text.slice(0, 500)}`;

  expect(isServerFault(operation, answer.status), `server fault: ${context}`).toBe(false);
  // /api/auth errors too: their `error` object has this shape (decision 35).
  if (answer.status >= 400) expect(errorShapeProblem(answer), `error shape: ${context}`).toBeUndefined();
  else if (answer.status !== 204 && operation.answersJson) expect(answer.contentType, `not JSON: ${context}`).toMatch(/^application\/json/);
  expect(POLLUTION_MARK in {}, `Object.prototype polluted by ${context}`).toBe(false);
  expect(Object.getOwnPropertyNames(Object.prototype).sort(), `Object.prototype changed by ${context}`).toEqual(prototypeKeys);

  // A 202 accepted work the server finishes afterwards (an import's run): what it leaves is the state the next request meets.
  if (answer.status === 202) await importsSettled();
  const changed = answer.status < 300 && operation.mutating;
  // After a change, the state the next request meets: a user whose workspace was just deleted
  // gets a new one at their next request (decision 86), which is no refusal's doing.
  if (changed) await send(t, actor, "/api/v1/workspaces", { method: "GET" });
  const after = await databaseFingerprint(t.db);
  if (changed) state.fingerprint = after;
  else expect(after, `a ${answer.status} changed the database: ${context}`).toEqual(state.fingerprint);
}

/** Bodies no JSON encoder writes. */
const malformedBodies = (base: unknown) =>
  fc.constantFrom<unknown>(
    new RawJson(""),
    new RawJson("{"),
    new RawJson("[1,]"),
    new RawJson("{'name':'x'}"),
    new RawJson('{"a":NaN}'),
    new RawJson('{"a":Infinity}'),
    new RawJson('{"a":1}garbage'),
    new RawJson(`\ufeff${toJsonText(base)}`),
    new RawJson(`${toJsonText(base)}\u0000`),
    new RawJson('"\\ud800"'),
    new RawJson('{"name":"a","name":{"$gt":""}}'),
    new RawJson("[".repeat(45_000) + "]".repeat(45_000)),
    Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xed, 0xa0, 0x80, 0xc0, 0xaf, 0x22, 0x7d]),
    Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
    ...HOSTILE_STRINGS.slice(0, 6).map((text) => new RawJson(JSON.stringify(text))),
  );

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16le",
  "application/json; charset=nonsense",
  "APPLICATION/JSON",
  "application/json-patch+json",
  "application/jsonx",
];

/** Whole requests: every field at once, extra query keys, any body, odd content types. */
function wholeRequest(operation: Operation, base: FuzzRequest, ownIds: string[]): fc.Arbitrary<FuzzRequest> {
  const pathNames = operation.parameters.filter((parameter) => parameter.in === "path");
  const queryNames = operation.parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
  const queryName = fc.oneof(
    ...(queryNames.length > 0 ? [fc.constantFrom(...queryNames)] : []),
    fc.constantFrom("__proto__", "constructor", "user_id", "limit[]", "q[$ne]", "", "😀"),
  );
  const schemaBody = operation.body ? valueFor(operation.body.schema, ownIds) : hostileValue();
  const pollutedBase = objectOf([
    ...Object.entries((typeof base.body === "object" && base.body) || {}),
    ["__proto__", { [POLLUTION_MARK]: "yes" }],
    ["constructor", { prototype: { [POLLUTION_MARK]: "yes" } }],
  ]);
  return fc.record({
    path: fc
      .record(
        Object.fromEntries(pathNames.map((parameter) => [parameter.name, urlValueFor(parameter.schema, ownIds)])) as Record<
          string,
          fc.Arbitrary<string | RawUrlPart | typeof OMIT>
        >,
      )
      .map((values) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === OMIT ? "" : value]))),
    query: fc
      .array(fc.tuple(queryName, urlValueFor({ type: "string" }, ownIds)), { maxLength: 6 })
      .map((pairs) => pairs.filter((pair): pair is [string, string | RawUrlPart] => pair[1] !== OMIT)),
    body: fc.oneof(
      { weight: 5, arbitrary: schemaBody },
      { weight: 2, arbitrary: malformedBodies(base.body) },
      { weight: 1, arbitrary: fc.constant(pollutedBase) },
      { weight: 1, arbitrary: fc.constant(OMIT) },
    ),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  });
}

/** A seed per property, fixed, different for each route and field. */
function seedFor(...names: string[]): number {
  let hash = FUZZ_SEED;
  for (const character of names.join("|")) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

describe(`fuzz on ${engine}: every field of every route, fixed seed ${FUZZ_SEED}`, () => {
  it.each(operations.map((operation) => [operation.key, fieldsOf(operation).length, operation] as const))(
    "%s: %i fields, each on its own, then whole requests: no 5xx, errors in shape, refusals change nothing",
    async (_key, _fields, operation) => {
      // A user of its own, with a client, an item and a confirmed order, so that ids are real.
      const actor = await actorFor(t, await t.signUp(), CREDENTIAL_KINDS[0]!);
      const { deleted } = await seedBooks(t, actor, "fuzz", operations);
      const books = await readBooks(t, actor, operations);
      const ownIds = idsOf(books);
      const base = fromParts(requestWithIds(operation, ownIdsFor(operation, books, deleted)));
      const state = { fingerprint: await databaseFingerprint(t.db) };

      for (const field of fieldsOf(operation)) {
        const values = field.in === "body" ? valueFor(field.schema, ownIds) : urlValueFor(field.schema, ownIds);
        await fc.assert(
          fc.asyncProperty(values, (value) => sendAndCheck(operation, actor, withField(base, field, value), state)),
          { seed: seedFor(operation.key, field.label), numRuns: RUNS_PER_FIELD },
        );
      }
      await fc.assert(
        fc.asyncProperty(wholeRequest(operation, base, ownIds), (request) => sendAndCheck(operation, actor, request, state)),
        { seed: seedFor(operation.key), numRuns: RUNS_PER_WHOLE_REQUEST },
      );
    },
    120_000,
  );
});
