/**
 * The session query's key, apart from the query itself so that code which only
 * needs to refresh the session does not load the auth client.
 */
export const SESSION_QUERY_KEY = ["session"] as const;
