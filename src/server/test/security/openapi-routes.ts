/**
 * The API as its OpenAPI document describes it, for the security suite: every operation with
 * its parameters and request body, where ids go (its id slots), and requests built from it.
 * Nothing here names a route: a route added to the document is exercised without anyone
 * remembering to add it.
 */
import type { TestApp } from "../test-app";

/** The parts of JSON Schema (OpenAPI 3.1) that @hono/zod-openapi writes. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface RawOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
}

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "PATCH /api/v1/clients/{id}": how tests and messages name the operation. */
  key: string;
  method: string;
  /** The path template, with `{name}` for path parameters. */
  path: string;
  parameters: Parameter[];
  /** The JSON body, with every `$ref` resolved. */
  body?: { required: boolean; schema: JsonSchema };
  /** The documented response statuses ("200", "404", ...). */
  statuses: string[];
  /** Whether a 200 answer is JSON (a stream, e.g. Server-Sent Events, is not read whole). */
  answersJson: boolean;
  /**
   * Whether the success is a file to save (its answer says `Content-Disposition`): an export, made
   * anew at each request (it says when), of what the other routes read.
   */
  download: boolean;
  /** Whether the body is a file's bytes (application/octet-stream: an import's upload) rather than JSON. */
  takesFile: boolean;
  /** State-changing verbs, which the CSRF rules guard. */
  mutating: boolean;
}

const METHODS = ["get", "put", "post", "patch", "delete"] as const;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function fetchOpenApiDocument(t: TestApp): Promise<OpenApiDocument> {
  const response = await t.request("/api/v1/openapi.json");
  if (response.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = refResolver(document);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const jsonBody = raw.requestBody?.content?.["application/json"]?.schema;
      const success = Object.entries(raw.responses ?? {}).find(([status]) => status.startsWith("2"))?.[1];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters ?? [])
          .filter((parameter): parameter is Parameter & { in: "path" | "query" } => parameter.in === "path" || parameter.in === "query")
          .map((parameter) => ({
            name: parameter.name,
            in: parameter.in,
            required: parameter.in === "path" || parameter.required === true,
            schema: resolve(parameter.schema ?? { type: "string" }),
          })),
        ...(jsonBody ? { body: { required: raw.requestBody?.required === true, schema: resolve(jsonBody) } } : {}),
        statuses: Object.keys(raw.responses ?? {}),
        answersJson: !success?.content || "application/json" in success.content,
        download: Object.keys(success?.headers ?? {}).some((name) => name.toLowerCase() === "content-disposition"),
        takesFile: raw.requestBody?.content?.["application/octet-stream"] !== undefined,
        mutating: !SAFE_METHODS.has(method.toUpperCase()),
      });
    }
  }
  return operations;
}

/** Replaces every `$ref` by the schema it points to (the document's schemas are not recursive). */
function refResolver(document: OpenApiDocument) {
  const resolve = (schema: JsonSchema, seen: string[] = []): JsonSchema => {
    if (schema.$ref) {
      const name = schema.$ref.replace("#/components/schemas/", "");
      if (seen.includes(name)) return {};
      const target = document.components?.schemas?.[name];
      if (!target) throw new Error(`unresolved ${schema.$ref}`);
      return resolve(target, [...seen, name]);
    }
    const resolved: JsonSchema = { ...schema };
    if (schema.properties) {
      resolved.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([name, property]) => [name, resolve(property, seen)]),
      );
    }
    if (schema.items) resolved.items = resolve(schema.items, seen);
    if (typeof schema.additionalProperties === "object") {
      resolved.additionalProperties = resolve(schema.additionalProperties, seen);
    }
    for (const combinator of ["anyOf", "oneOf", "allOf"] as const) {
      const alternatives = schema[combinator];
      if (alternatives) resolved[combinator] = alternatives.map((alternative) => resolve(alternative, seen));
    }
    return resolved;
  };
  return (schema: JsonSchema) => resolve(schema);
}

/**
 * A fault of the server rather than an answer: any 500, and any other 5xx the route does not
 * document (Connect documents 502 and 503 for the AI provider's failures; the AI health check
 * answers 502 AUTH_FAILED when no AI is configured).
 */
export function isServerFault(operation: Operation, status: number): boolean {
  return status === 500 || (status > 500 && !operation.statuses.includes(String(status)));
}

/** The schema's types, null included when it is nullable. */
export function typesOf(schema: JsonSchema): string[] {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return schema.nullable ? [...types, "null"] : types;
}

/** The alternative a value is built from: the first that is not null. */
export function mainAlternative(schema: JsonSchema): JsonSchema {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (!alternatives) return schema;
  return alternatives.find((alternative) => !typesOf(alternative).every((type) => type === "null")) ?? schema;
}

/** A place in a request: a path or query parameter, or a field of the body ("lines[].quantity"). */
export interface Field {
  in: "path" | "query" | "body";
  /** Property names from the body's root; "[]" steps into every element of an array. */
  pointer: string[];
  schema: JsonSchema;
  /** Whether the field must be present for the request to be valid. */
  required: boolean;
  label: string;
}

const fieldLabel = (location: Field["in"], pointer: string[]) => `${location} ${pointer.join(".").replaceAll(".[]", "[]")}`;

/** Every parameter of the operation and every field of its body, at any depth. */
export function fieldsOf(operation: Operation): Field[] {
  const fields: Field[] = operation.parameters.map((parameter) => ({
    in: parameter.in,
    pointer: [parameter.name],
    schema: parameter.schema,
    required: parameter.required,
    label: fieldLabel(parameter.in, [parameter.name]),
  }));
  const walk = (schema: JsonSchema, pointer: string[], required: boolean) => {
    const main = mainAlternative(schema);
    if (pointer.length > 0) fields.push({ in: "body", pointer, schema, required, label: fieldLabel("body", pointer) });
    for (const [name, property] of Object.entries(main.properties ?? {})) {
      walk(property, [...pointer, name], main.required?.includes(name) ?? false);
    }
    if (main.items) walk(main.items, [...pointer, "[]"], true);
  };
  if (operation.body) walk(operation.body.schema, [], operation.body.required);
  return fields;
}

const ACCOUNT_ID_FIELD = /^(user|owner)_id$/;

/**
 * An id: a record's (a uuid), or an account's, which better-auth makes and which a request names
 * in a string field called `user_id` or `owner_id` (`…/members/{user_id}`, a client's `owner_id`).
 */
function isIdField(field: Field): boolean {
  const schema = mainAlternative(field.schema);
  if (!typesOf(schema).includes("string")) return false;
  return schema.format === "uuid" || ACCOUNT_ID_FIELD.test(field.pointer.at(-1) ?? "");
}

/** The fields that carry an id: where another user's ids are tried. */
export function idSlotsOf(operation: Operation): Field[] {
  return fieldsOf(operation).filter(isIdField);
}

/** A request before it is sent: values for the path, the query and the body. */
export interface RequestParts {
  path: Record<string, string>;
  query: [string, string][];
  /** A JSON value, or `undefined` for no body. */
  body?: unknown;
}

/**
 * The smallest request the schemas allow, with `idFor(field)` in every id slot (an optional id
 * in the query included): required fields, plus the optional ones that cannot hide a rule the document does not show
 * (enums, numbers, booleans, ids, arrays and objects), so that a PATCH changes something, and
 * the first field of an object that would otherwise be empty.
 * Free text is only sent when required (an email field is a plain string in the document),
 * and an optional field that may be null is sent as null (an expiry date may have to be future).
 */
/**
 * A range (`from`, `to`: the reports') a year either side of now, so that it holds whatever the
 * tests made: both ends a year ahead, as other dates are, would be an empty range, refused.
 */
const RANGE_ENDS: Partial<Record<string, () => string>> = {
  from: () => new Date(Date.now() - 365 * 86_400_000).toISOString(),
  to: () => new Date(Date.now() + 365 * 86_400_000).toISOString(),
};

export function minimalRequest(operation: Operation, idFor: (field: Field) => string): RequestParts {
  const slots = new Map(idSlotsOf(operation).map((slot) => [slot.label, slot]));
  const valueAt = (schema: JsonSchema, pointer: string[], location: Field["in"], optional = false): unknown => {
    const slot = slots.get(fieldLabel(location, pointer));
    if (slot) return idFor(slot);
    if (optional && typesOf(mainAlternative(schema)).includes("null")) return null;
    return exampleValue(schema, (inner, name, innerOptional) => valueAt(inner, [...pointer, name], location, innerOptional));
  };
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === "path") path[parameter.name] = String(valueAt(parameter.schema, [parameter.name], "path"));
    // An optional id in the query (`/orders?client_id=`) is sent too: it is a slot the tests fill.
    else if (RANGE_ENDS[parameter.name] && parameter.schema?.format === "date-time")
      query.push([parameter.name, RANGE_ENDS[parameter.name]!()]);
    else if (parameter.required || slots.has(fieldLabel("query", [parameter.name])))
      query.push([parameter.name, String(valueAt(parameter.schema, [parameter.name], "query"))]);
  }
  return {
    path,
    query,
    ...(operation.body ? { body: valueAt(operation.body.schema, [], "body") } : {}),
  };
}

/**
 * Whether an optional property is left out of a minimal request (see minimalRequest): free text,
 * and a precondition (described as "Precondition: …", such as the version an order's change was
 * made on), which a request made without reading the record first does not state.
 */
function isLeftOut(schema: JsonSchema, name: string): boolean {
  const main = mainAlternative(schema);
  const freeText = typesOf(main).includes("string") && !main.enum && !main.format && !ACCOUNT_ID_FIELD.test(name);
  return freeText || (schema.description ?? "").startsWith("Precondition:");
}

/** One valid-looking value for `schema`; `child` builds the value of a property or an element ("[]"). */
function exampleValue(schema: JsonSchema, child: (schema: JsonSchema, name: string, optional: boolean) => unknown): unknown {
  const main = mainAlternative(schema);
  if (main.const !== undefined) return main.const;
  if (main.enum) return main.enum[0];
  const types = typesOf(main).filter((type) => type !== "null");
  const type = types[0] ?? (main.properties ? "object" : main.items ? "array" : "string");
  switch (type) {
    case "object": {
      const body: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(main.properties ?? {})) {
        const required = main.required?.includes(name) ?? false;
        if (required || !isLeftOut(property, name)) body[name] = child(property, name, !required);
      }
      // A change of free text alone (a workspace's name) still changes something: its first field.
      const [first] = Object.entries(main.properties ?? {});
      if (Object.keys(body).length === 0 && first) body[first[0]] = child(first[1], first[0], true);
      return body;
    }
    case "array":
      return Array.from({ length: Math.max(1, main.minItems ?? 1) }, () => child(main.items ?? {}, "[]", false));
    case "integer":
    case "number": {
      const low = main.minimum ?? (main.exclusiveMinimum !== undefined ? main.exclusiveMinimum + 1 : 0);
      return main.maximum !== undefined ? Math.min(low, main.maximum) : low;
    }
    case "boolean":
      return false;
    default:
      switch (main.format) {
        case "email":
          return "ada@example.com";
        case "uri":
        case "url":
          return "https://example.com/";
        // A year ahead: dates a user sends are mostly expiries and schedules.
        case "date-time":
          return new Date(Date.now() + 365 * 86_400_000).toISOString();
        case "date":
          return new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
        default:
          return "x".repeat(Math.max(1, main.minLength ?? 1));
      }
  }
}

/** Sets the value at `pointer` in a copy of `body`; "[]" sets it in every element. */
export function withValueAt(body: unknown, pointer: string[], value: unknown): unknown {
  if (pointer.length === 0) return value;
  const [head, ...rest] = pointer as [string, ...string[]];
  if (head === "[]") {
    return Array.isArray(body) ? body.map((element) => withValueAt(element, rest, value)) : body;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  // Defined, not assigned, so that a key such as "__proto__" becomes an ordinary own key.
  Object.defineProperty(copy, head, {
    value: withValueAt(copy[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** The value at `pointer` (the first element's for "[]"). */
export function valueAt(body: unknown, pointer: string[]): unknown {
  let current = body;
  for (const step of pointer) {
    if (step === "[]") current = Array.isArray(current) ? current[0] : undefined;
    else current = typeof current === "object" && current !== null ? (current as Record<string, unknown>)[step] : undefined;
  }
  return current;
}

/**
 * The URL of a request. Path and query values are percent-encoded unless they are
 * `RawUrlPart`s, which go in as they are (malformed escapes, encoded slashes).
 */
export function urlOf(
  operation: Operation,
  parts: { path: Record<string, string | RawUrlPart>; query: [string, string | RawUrlPart][] },
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeUrlPart(parts.path[name] ?? ""));
  const query = parts.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeUrlPart(value)}`).join("&");
  return query ? `${path}?${query}` : path;
}

/** Text that goes into a URL exactly as written. */
export class RawUrlPart {
  constructor(readonly text: string) {}
}

function encodeUrlPart(value: string | RawUrlPart): string {
  if (value instanceof RawUrlPart) return value.text;
  // encodeURIComponent throws on a lone surrogate; the browser would send U+FFFD's bytes.
  return encodeURIComponent(
    value.replace(/[\ud800-\udfff]/g, (character, index: number, whole: string) => {
      const code = character.charCodeAt(0);
      const pairedHigh = code <= 0xdbff && /[\udc00-\udfff]/.test(whole[index + 1] ?? "");
      const pairedLow = code >= 0xdc00 && /[\ud800-\udbff]/.test(whole[index - 1] ?? "");
      return pairedHigh || pairedLow ? character : "\ufffd";
    }),
  );
}

/** The route's collection: "/api/v1/orders/{id}" → "orders". */
export function collectionOf(path: string): string {
  const segments = path.split("/").filter(Boolean);
  // An action on one record (`/clients/{id}/restore`) belongs to the record's collection.
  const actionOnRecord = segments.length >= 3 && segments.at(-2)!.startsWith("{") && !segments.at(-1)!.startsWith("{");
  return (actionOnRecord ? segments.slice(0, -1) : segments).filter((segment) => !segment.startsWith("{")).at(-1) ?? "";
}

/** Whether the operation restores a deleted record (`POST /clients/{id}/restore`), which must be deleted first. */
export const isRestore = (operation: Operation) => operation.method === "POST" && /\/\{[^}]+\}\/restore$/.test(operation.path);
