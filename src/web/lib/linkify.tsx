import type { ReactNode } from "react";

/** A web address as people type it in a note: with its scheme, or starting with "www.". */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;

/** Punctuation that ends the sentence around an address rather than the address itself. */
const TRAILING_PUNCTUATION = /[.,;:!?'"\]}>]+$/;

/** An address without the punctuation that follows it in a sentence, and without a ")" it does not open. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const trimmed = address.replace(TRAILING_PUNCTUATION, "");
    const opened = (trimmed.match(/\(/g) ?? []).length;
    const closed = (trimmed.match(/\)/g) ?? []).length;
    const next = trimmed.endsWith(")") && closed > opened ? trimmed.slice(0, -1) : trimmed;
    if (next === address) return address;
    address = next;
  }
}

/** Where a typed address leads: only http and https, so that nothing in a note can run script. */
function hrefOf(address: string): string | undefined {
  try {
    const url = new URL(/^www\./i.test(address) ? `https://${address}` : address);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Plain text as React nodes, its web addresses made links that open in a new tab: the text is
 * never read as HTML (React writes it as text), and only http and https addresses become links.
 * Line breaks stay in the text: the element showing it keeps them (`white-space: pre-wrap`).
 */
export function linkify(text: string, linkClassName = "text-primary underline underline-offset-4 [overflow-wrap:anywhere]"): ReactNode[] {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = hrefOf(address);
    if (address === "" || href === undefined) continue;
    if (match.index > from) nodes.push(text.slice(from, match.index));
    nodes.push(
      <a key={match.index} href={href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
        {address}
      </a>,
    );
    from = match.index + address.length;
  }
  if (from < text.length) nodes.push(text.slice(from));
  return nodes;
}
