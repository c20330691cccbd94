import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Capabilities } from "@shared/capabilities/capabilities.schema";

const ONE_HOUR_MS = 60 * 60 * 1000;

/** What the server did before it could tell: when it cannot be asked, messages are worded for it. */
const ASSUMED_CAPABILITIES: Capabilities = { email_delivery: true, email_verification_required: false };

async function fetchCapabilities({ signal }: { signal: AbortSignal }): Promise<Capabilities> {
  const response = await fetch("/api/capabilities", { credentials: "same-origin", signal });
  if (!response.ok) throw new Error(`Could not ask the server what it can do (HTTP ${response.status})`);
  return (await response.json()) as Capabilities;
}

export const capabilitiesQueryOptions = queryOptions({
  queryKey: ["capabilities"],
  queryFn: fetchCapabilities,
  // They change only when the server restarts with another configuration.
  staleTime: ONE_HOUR_MS,
});

/**
 * For the screens that say whether a mail was sent (GET /api/capabilities): asks the server as
 * soon as the screen shows, and returns a function that gives the answer when a message is due.
 */
export function useCapabilities(): () => Promise<Capabilities> {
  const queryClient = useQueryClient();
  useQuery(capabilitiesQueryOptions);
  return () => queryClient.fetchQuery(capabilitiesQueryOptions).catch(() => ASSUMED_CAPABILITIES);
}
