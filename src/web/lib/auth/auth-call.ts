/** What a call to better-auth's routes (auth-client.ts) reports when it fails. */
export interface AuthFailure {
  code?: string;
  message?: string;
  status?: number;
  /** With code VALIDATION: a translation key of the web app per refused field (the server's own rules). */
  fields?: Record<string, string>;
}

interface AuthResult<Data = unknown> {
  data?: Data | null;
  error: (AuthFailure & { statusText?: string }) | null;
}

/**
 * Runs an auth client call and returns its failure, if any; a network
 * failure (the call threw) is reported as status 0.
 */
export async function authCall(call: () => Promise<AuthResult>): Promise<AuthFailure | null> {
  const outcome = await authCallFor(call);
  return "failure" in outcome ? outcome.failure : null;
}

/** Runs an auth client call and returns what it answered, or its failure as `authCall` reports it. */
export async function authCallFor<Data>(call: () => Promise<AuthResult<Data>>): Promise<{ data: Data } | { failure: AuthFailure }> {
  try {
    const { data, error } = await call();
    if (!error) return { data: data as Data };
    return { failure: { code: error.code, message: error.message ?? error.statusText, status: error.status, fields: error.fields } };
  } catch (error) {
    return { failure: { status: 0, message: error instanceof Error ? error.message : String(error) } };
  }
}
