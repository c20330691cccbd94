/**
 * A note's longest body (docs/product.md "The client page"), enforced by the page, the API and the
 * database. Apart from the note's schema so that the page has it without zod.
 */
export const NOTE_BODY_MAX_LENGTH = 10_000;
