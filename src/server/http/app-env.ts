import type { Logger } from "pino";
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
    user: SignedInUser;
  };
}
