/** better-auth's session check: the web app's guards call it, and the server names it in each screen's page for preloading. */
export const SESSION_URL = "/api/auth/get-session";
