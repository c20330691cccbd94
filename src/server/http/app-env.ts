import type { Logger } from "pino";
import type { WorkspaceRole } from "@shared/workspaces/workspace-roles";
import type { Database } from "../db/database";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

/** The workspace a request acts on (docs/decisions.md 86), and the caller's role in it. */
export interface ActiveWorkspace {
  id: string;
  role: WorkspaceRole;
}

/**
 * How the request proved who it is: a signed-in session (the browser's cookie or a
 * bearer session token), or one of the user's API keys (scripts and integrations).
 */
export type Credential = { kind: "session"; sessionId: string } | { kind: "api-key"; apiKeyId: string };

/**
 * What every request handler can read from the context: the infrastructure's variables. A
 * feature that puts a service of its own on the context declares it beside the service, in
 * Hono's `ContextVariableMap` (`ai` in connect/ai-provider.ts, `mailer` in mail/mailer.ts,
 * `events` in events/event-streams.ts), so that this file imports no feature.
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    db: Database;
    /** REQUIRE_EMAIL_VERIFICATION: new accounts confirm their address before signing in. */
    emailVerificationRequired: boolean;
    /** The app's public address (BASE_URL), which the links it mails or shows start with. */
    baseUrl: string;
    user: SignedInUser;
    credential: Credential;
    /** Every data route's scope: the session's workspace, or the one an API key belongs to. */
    workspace: ActiveWorkspace;
  };
}

/**
 * Who acts, and where (docs/decisions.md 87): the services of data routes scope every query to
 * `workspaceId`, and record `userId` as who made, owns or did what they change.
 */
export interface Actor {
  workspaceId: string;
  userId: string;
}
