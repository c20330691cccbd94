export const CLIENT_STATUSES = [
  "uncontacted",
  "contacted",
  "interested",
  "not_interested",
  "negotiation",
  "closed_won",
  "closed_lost",
] as const;

export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const DEFAULT_CLIENT_STATUS: ClientStatus = "uncontacted";
