/** The signature Connect appends to the emails it writes (docs/product.md "Connect"), set in /settings. */
export interface EmailSignature {
  name: string;
  title: string;
  company: string;
  phone: string;
}

export const SIGNATURE_FIELD_MAX_LENGTH = { name: 100, title: 100, company: 100, phone: 50 } as const;

export const EMPTY_SIGNATURE: EmailSignature = { name: "", title: "", company: "", phone: "" };

/**
 * The signature as lines under an email's sign-off: the name, then the title and company on
 * one line ("Sales Manager, Acme"), then the phone; empty parts are left out, and an empty
 * signature is no text at all.
 */
export function signatureText({ name, title, company, phone }: EmailSignature): string {
  return [name, [title, company].filter(Boolean).join(", "), phone].filter(Boolean).join("\n");
}

/** An email body with the signature under it (a line break after the sign-off), or unchanged without one. */
export function withSignature(body: string, signature: EmailSignature): string {
  const text = signatureText(signature);
  return text === "" ? body : `${body.trimEnd()}\n${text}`;
}
