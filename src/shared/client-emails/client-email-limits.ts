/**
 * A subject fits on one header line; a body is a long letter at most. Apart from the schemas, so
 * that the database's schema reads them without making zod schemas before the API extends zod.
 */
export const CLIENT_EMAIL_LIMITS = { subject: 200, body: 20_000 } as const;

export const CLIENT_EMAIL_STATES = ["sent", "draft"] as const;
