import type { Logger } from "pino";
import type { AiProvider } from "../connect/ai-provider";
import type { Database } from "../db/database";
import type { EventStreams } from "../events/event-streams";
import type { Mailer } from "../mail/mailer";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

/**
 * How the request proved who it is: a signed-in session (the browser's cookie or a
 * bearer session token), or one of the user's API keys (scripts and integrations).
 */
export type Credential = { kind: "session"; sessionId: string } | { kind: "api-key"; apiKeyId: string };

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    db: Database;
    /** Connect's AI; one that always reports not_configured when AI_BASE_URL or AI_MODEL is unset. */
    ai: AiProvider;
    mailer: Mailer;
    /** REQUIRE_EMAIL_VERIFICATION: new accounts confirm their address before signing in. */
    emailVerificationRequired: boolean;
    /** This instance's live-update streams (GET /api/v1/events). */
    events: EventStreams;
    user: SignedInUser;
    credential: Credential;
  };
}
