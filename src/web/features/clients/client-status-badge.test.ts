import { describe, expect, it } from "vitest";
import { clientStatusBadgeVariant } from "./client-status-badge";

describe('clientStatusBadgeVariant (docs/product.md "Client statuses")', () => {
  it.each([
    ["closed_won", "default"],
    ["interested", "secondary"],
    ["negotiation", "secondary"],
    ["not_interested", "destructive"],
    ["closed_lost", "destructive"],
    ["uncontacted", "outline"],
    ["contacted", "outline"],
  ] as const)("shows %s as %s", (status, variant) => {
    expect(clientStatusBadgeVariant(status)).toBe(variant);
  });
});
