import type { Logger } from "pino";
import type { AiProvider } from "../connect/ai-provider";
import type { Database } from "../db/database";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    db: Database;
    /** Connect's AI; one that always reports not_configured when AI_BASE_URL or AI_MODEL is unset. */
    ai: AiProvider;
    user: SignedInUser;
  };
}
