import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX } from "@shared/auth/api-key-limits";

/** `clt_` and 32 random bytes in base64url: 256 bits, nothing to guess. */
const API_KEY_FORMAT = /^clt_[A-Za-z0-9_-]{43}$/;

/** How many characters of a key are kept in clear to tell keys apart: `clt_` and 8 more. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/**
 * What the database keeps of a key: its SHA-256. A key carries 256 random bits, so a
 * fast hash is enough (no password-style stretching), and a key is found by an index
 * lookup on its digest: how long the lookup takes says nothing about the key itself.
 */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export const shownPrefix = (key: string) => key.slice(0, SHOWN_PREFIX_LENGTH);

export const isWellFormedApiKey = (key: string) => API_KEY_FORMAT.test(key);

/**
 * The API key a request presents, if any: the `X-API-Key` header, or
 * `Authorization: Bearer clt_…` (a bearer value without the `clt_` prefix is a session token).
 */
export function presentedApiKey(headers: Headers): string | undefined {
  const header = headers.get("x-api-key");
  if (header !== null) return header.trim();
  const bearer = /^bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "")?.[1];
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined;
}
