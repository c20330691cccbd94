import { createAuthClient } from "better-auth/client";

/** better-auth's browser client; the session travels in an HttpOnly cookie. */
export const authClient = createAuthClient({ basePath: "/api/auth" });
