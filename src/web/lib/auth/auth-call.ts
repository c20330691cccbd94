/** What better-auth's client reports when a call fails. */
export interface AuthFailure {
  code?: string;
  message?: string;
  status?: number;
  /** With code VALIDATION: a translation key of the web app per refused field (the server's own rules). */
  fields?: Record<string, string>;
}

interface AuthResult {
  error: (AuthFailure & { statusText?: string }) | null;
}

/**
 * Runs a better-auth client call and returns its failure, if any; a network
 * failure (the call threw) is reported as status 0.
 */
export async function authCall(call: () => Promise<AuthResult>): Promise<AuthFailure | null> {
  try {
    const { error } = await call();
    if (!error) return null;
    return { code: error.code, message: error.message ?? error.statusText, status: error.status, fields: error.fields };
  } catch (error) {
    return { status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}
