/**
 * fast-check arbitraries for the fuzz pass, built from the JSON Schemas of the OpenAPI
 * document: values that fit the schema, values at and just past its bounds, and hostile
 * values (huge strings, NUL, lone surrogates, emoji, 1e400, -0, wrong types, nesting,
 * prototype-pollution keys) in any field whatever its schema says.
 */
import fc from "fast-check";
import { mainAlternative, RawUrlPart, typesOf, type JsonSchema } from "./openapi-routes";

/** A JSON token written as it is: numbers JSON.stringify cannot write (1e400, -0) and malformed text. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Marks a key or parameter to leave out of the request. */
export const OMIT = Symbol("omit");

/** The request body text of a generated value; RawJson is written verbatim, own "__proto__" keys included. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === undefined || value === OMIT) return "null";
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== OMIT)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}

/** An object whose keys are own properties, even "__proto__". */
export function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** The property fuzzed values would set if a parser or merge let them reach Object.prototype. */
export const POLLUTION_MARK = "pollutedBySecurityFuzz";

const nested = (depth: number, open: string, leaf: string, close: string) => new RawJson(open.repeat(depth) + leaf + close.repeat(depth));

export const HOSTILE_STRINGS = [
  "",
  " ",
  "\t\r\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83dy",
  "😀",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "\u202eevil\u202c",
  "\ufeffBOM",
  "\u200b",
  "Ω≈ç√∫˜µ≤≥÷",
  "'; drop table clients; --",
  '" or "1"="1',
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "${7*7}{{7*7}}#{7*7}",
  "%00%s%n%x",
  "../../../../etc/passwd",
  "\\",
  "NaN",
  "Infinity",
  "-0",
  "1e400",
  "0x1F",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "9".repeat(400),
  "A".repeat(10_000),
  "😀".repeat(5_000),
  "\ud800".repeat(1_000),
] as const;

/** Near the 100 KB body limit, and past it. */
export const HUGE_STRINGS = ["A".repeat(99_000), "é".repeat(60_000), "A".repeat(150_000)] as const;

export const HOSTILE_NUMBERS: unknown[] = [
  new RawJson("1e400"),
  new RawJson("-1e400"),
  new RawJson("1e-400"),
  new RawJson("-0"),
  new RawJson("-0.0"),
  new RawJson("1E2"),
  new RawJson("9007199254740993"),
  new RawJson("123456789012345678901234567890"),
  new RawJson("0.1e1"),
  -1,
  0,
  0.5,
  0.001,
  1.005,
  0.1 + 0.2,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1_000_000_001,
  9_999_999_999.99,
  9_999_999_999.995,
  10_000_000_000,
];

const pollution = () =>
  fc.constantFrom(
    objectOf([["__proto__", { [POLLUTION_MARK]: "yes" }]]),
    { constructor: { prototype: { [POLLUTION_MARK]: "yes" } } },
    objectOf([["__proto__", objectOf([["__proto__", { [POLLUTION_MARK]: "yes" }]])]]),
    { prototype: { [POLLUTION_MARK]: "yes" } },
  );

export const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  "",
  [],
  {},
  [1, 2],
  ["x"],
  [null],
  [[]],
  { "": "" },
  { length: 1, 0: "x" },
  { toString: "x", valueOf: 1 },
  nested(5_000, "[", "", "]"),
  nested(2_000, '{"a":', "1", "}"),
];

/** Text in every script and plane, plus the characters that break storage and parsers. */
const unicodeText = (constraints: { minLength?: number; maxLength?: number }) =>
  fc.string({
    ...constraints,
    unit: fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: fc.constantFrom("\u0000", "\ud800", "\udc00", "😀", "\u202e", "\ufeff", "%", "\\", '"') },
    ),
  });

/** Opaque tokens (cursors) are often base64 JSON: forge some, with hostile contents. */
const forgedToken = () =>
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom("2026-13-45 99:99:99+00", "0000-00-00 00:00:00+00", "2026-01-01 00:00:00.1234567+99:99", "infinity", "\u0000"),
        unicodeText({ maxLength: 40 }),
      ),
      fc.oneof(fc.uuid(), fc.constantFrom("x", "'", "\u0000")),
    )
    .map((key) => Buffer.from(JSON.stringify(key)).toString("base64url"));

/** Any value at all, in any field. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 1, arbitrary: pollution() },
    { weight: 2, arbitrary: unicodeText({ maxLength: 300 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

/** Values that fit the schema, boundaries, and (sometimes) hostile ones. `ownIds` are the fuzzing user's ids. */
export function valueFor(schema: JsonSchema, ownIds: string[], depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: fitting(schema, ownIds, depth) },
    { weight: 2, arbitrary: boundary(schema) },
    { weight: 3, arbitrary: hostileValue() },
  );
}

function fitting(schema: JsonSchema, ownIds: string[], depth: number): fc.Arbitrary<unknown> {
  const main = mainAlternative(schema);
  const types = typesOf(main);
  const nullable = types.includes("null");
  const withNull = (arbitrary: fc.Arbitrary<unknown>) => (nullable ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary);
  if (main.enum) return withNull(fc.constantFrom(...main.enum));
  const type = types.find((candidate) => candidate !== "null") ?? (main.properties ? "object" : main.items ? "array" : "string");
  switch (type) {
    case "object": {
      if (depth > 4) return fc.constant({});
      const properties = Object.entries(main.properties ?? {});
      return withNull(
        fc
          .tuple(
            ...properties.map(([name, property]) =>
              fc.option(valueFor(property, ownIds, depth + 1), {
                nil: OMIT,
                freq: main.required?.includes(name) ? 12 : 2,
              }),
            ),
            fc.option(fc.array(fc.tuple(extraKey(), hostileValue()), { maxLength: 3 }), { nil: [], freq: 4 }),
          )
          .map((values) => {
            const extra = values.pop() as [string, unknown][];
            return objectOf([...properties.map(([name], index) => [name, values[index]] as [string, unknown]), ...extra]);
          }),
      );
    }
    case "array":
      return withNull(
        fc.array(depth > 4 ? fc.constant(null) : valueFor(main.items ?? {}, ownIds, depth + 1), {
          minLength: Math.min(main.minItems ?? 0, 3),
          maxLength: Math.min(main.maxItems ?? 5, 5),
        }),
      );
    case "integer":
      return withNull(fc.integer({ min: main.minimum ?? -(2 ** 31), max: main.maximum ?? 2 ** 31 }));
    case "number":
      return withNull(
        fc.oneof(
          fc.double({ min: main.minimum ?? -1e12, max: main.maximum ?? 1e12, noNaN: true }),
          fc
            .integer({ min: Math.ceil(main.minimum ?? -1e6), max: Math.floor(Math.min(main.maximum ?? 1e6, 1e6)) })
            .map((cents) => cents / 100),
        ),
      );
    case "boolean":
      return withNull(fc.boolean());
    default:
      switch (main.format) {
        case "uuid":
          return withNull(ownIds.length > 0 ? fc.oneof(fc.constantFrom(...ownIds), fc.uuid()) : fc.uuid());
        case "email":
          return withNull(fc.emailAddress());
        case "uri":
        case "url":
          return withNull(fc.webUrl());
        case "date-time":
          return withNull(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()));
        default:
          return withNull(
            fc.oneof(
              unicodeText({ minLength: main.minLength ?? 0, maxLength: Math.min(main.maxLength ?? 120, 120) }),
              fc.webUrl(),
              fc.emailAddress(),
              forgedToken(),
            ),
          );
      }
  }
}

/** Values at the schema's limits and just past them. */
function boundary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const main = mainAlternative(schema);
  const values: unknown[] = [null];
  if (main.enum) {
    for (const value of main.enum) {
      if (typeof value === "string") values.push(value.toUpperCase(), ` ${value}`, `${value}\u0000`, [value]);
    }
  }
  if (main.maxLength !== undefined) values.push("x".repeat(main.maxLength), "x".repeat(main.maxLength + 1), "😀".repeat(main.maxLength));
  if (main.minLength !== undefined && main.minLength > 0) values.push("x".repeat(main.minLength - 1));
  for (const limit of [main.minimum, main.maximum]) {
    if (limit === undefined) continue;
    values.push(limit, limit - 1, limit + 1, limit - 0.001, limit + 0.001, String(limit), new RawJson(`${limit}.000000000000001`));
  }
  if (main.minItems !== undefined) values.push([]);
  if (main.maxItems !== undefined) values.push(Array.from({ length: main.maxItems + 1 }, () => ({})));
  if (main.format === "uuid") {
    values.push(
      "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-ffff-ffff-ffffffffffff",
      "FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF",
      "{6f1c2a9e-0000-4000-8000-000000000000}",
      "6f1c2a9e00004000800000000000000",
      "6f1c2a9e-0000-4000-8000-000000000000\n",
      "6f1c2a9e-0000-4000-8000-00000000000g",
    );
  }
  return fc.constantFrom(...values);
}

/** Keys a body should not have. */
const extraKey = () =>
  fc.oneof(
    fc.constantFrom(
      "__proto__",
      "constructor",
      "prototype",
      "user_id",
      "userId",
      "id",
      "created_at",
      "total_price",
      "",
      "a.b",
      "😀",
      "\u0000",
    ),
    fc.string({ maxLength: 20 }),
  );

/** A query or path value: a generated value as text, or URL text that no encoder writes. */
export function urlValueFor(schema: JsonSchema, ownIds: string[]): fc.Arbitrary<string | RawUrlPart | typeof OMIT> {
  return fc.oneof(
    { weight: 6, arbitrary: valueFor(schema, ownIds).map(asUrlText) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          "%",
          "%zz",
          "%00",
          "%ED%A0%80",
          "%FF%FE",
          "%C0%AF",
          "%2F",
          "..",
          "%2e%2e",
          "%2e%2e%2f%2e%2e",
          "a%2Fb",
          "%0d%0aSet-Cookie:%20x=1",
          "a&limit=0",
          "%26%3D",
          "+",
          "%20",
          "%E2%80%AE",
          "x".repeat(8_000),
        )
        .map((text) => new RawUrlPart(text)),
    },
    { weight: 1, arbitrary: fc.constant(OMIT) },
  );
}

function asUrlText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof RawJson) return value.text;
  return toJsonText(value);
}
