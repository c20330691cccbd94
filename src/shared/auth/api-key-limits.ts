/** Limits of API keys (docs/decisions.md), enforced by the API and, for the name, the database. */
export const API_KEY_LIMITS = {
  nameMaxLength: 100,
  keysPerUser: 20,
  /** Requests a minute one key may make to /api/v1. */
  requestsPerMinute: 600,
} as const;

/** Every key starts with this, so that a leaked one is easy to recognise (and to scan for). */
export const API_KEY_PREFIX = "clt_";
