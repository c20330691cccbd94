import type { ChosenClient } from "@web/components/client-picker";

/** An email on screen, as generated and then edited. */
export interface EmailDraft {
  subject: string;
  body: string;
}

/**
 * What the Connect page keeps in the tab's session storage (docs/decisions.md 85): the client
 * chosen, the feature described, and one draft per client, so a reload or a visit to another
 * screen loses nothing, and the tab's close forgets it all.
 */
export interface ConnectState {
  client: ChosenClient | null;
  featureDescription: string;
  drafts: Record<string, EmailDraft>;
}

export const EMPTY_CONNECT_STATE: ConnectState = { client: null, featureDescription: "", drafts: {} };

/** Per account, so that another account signed in later in the same tab never sees these drafts. */
export const connectStorageKey = (userId: string) => `clientele.connect.${userId}`;

const isString = (value: unknown): value is string => typeof value === "string";

function asDraft(value: unknown): EmailDraft | null {
  if (typeof value !== "object" || value === null) return null;
  const { subject, body } = value as Record<string, unknown>;
  return isString(subject) && isString(body) ? { subject, body } : null;
}

function asClient(value: unknown): ChosenClient | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  return isString(id) && isString(name) ? { id, name } : null;
}

/** Reads what was stored, keeping only what has the right shape: a damaged entry yields an empty page, not a crash. */
export function parseConnectState(stored: string | null): ConnectState {
  if (stored === null) return EMPTY_CONNECT_STATE;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return EMPTY_CONNECT_STATE;
  }
  if (typeof value !== "object" || value === null) return EMPTY_CONNECT_STATE;
  const record = value as Record<string, unknown>;
  const drafts: Record<string, EmailDraft> = {};
  if (typeof record.drafts === "object" && record.drafts !== null) {
    for (const [clientId, draft] of Object.entries(record.drafts)) {
      const valid = asDraft(draft);
      if (valid) drafts[clientId] = valid;
    }
  }
  return {
    client: asClient(record.client),
    featureDescription: isString(record.featureDescription) ? record.featureDescription : "",
    drafts,
  };
}

/** The draft's body with its lines ended the way mail clients expect (RFC 6068 asks for CRLF). */
const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");

/**
 * A `mailto:` link opening the user's mail app on a new message to the client, with the
 * subject and body filled in. The address keeps its `@` readable; everything else is encoded.
 */
export function mailtoLink(to: string | null, draft: EmailDraft): string {
  const address = to ? encodeURIComponent(to).replace(/%40/g, "@") : "";
  const query = [`subject=${encodeURIComponent(draft.subject)}`, `body=${encodeURIComponent(crlf(draft.body))}`].join("&");
  return `mailto:${address}?${query}`;
}

/** The fields of a written email that cannot go as they are, by name, with the message's key. */
export type EmailFieldErrors = Partial<Record<keyof EmailDraft, string>>;

/**
 * What must be filled in before an email is sent or saved (docs/decisions.md 111): a subject
 * and a body that show something. The server says the rest (lengths) the same way.
 */
export function missingEmailFields(draft: EmailDraft): EmailFieldErrors {
  const errors: EmailFieldErrors = {};
  if (draft.subject.trim() === "") errors.subject = "validation.subjectRequired";
  if (draft.body.trim() === "") errors.body = "validation.emailBodyRequired";
  return errors;
}
