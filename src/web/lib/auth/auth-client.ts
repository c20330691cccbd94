/**
 * The calls the web app makes to better-auth's routes under `/api/auth`, made as better-auth's
 * own client makes them: JSON in and out, the session in an HttpOnly cookie, and each answered
 * as `{ data, error }`, the error being the server's JSON body with the response's status. Our
 * own, a few hundred bytes, rather than better-auth's client (10 KB compressed on every /auth and
 * settings load; docs/decisions.md 143).
 */

export interface AuthError {
  code?: string;
  message?: string;
  status: number;
  statusText: string;
  /** With code VALIDATION: a translation key of the web app per refused field (the server's own rules). */
  fields?: Record<string, string>;
}

export type AuthAnswer<Data> = { data: Data; error: null } | { data: null; error: AuthError };

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null; // not JSON: a proxy's error page, say
  }
};

/** GET when there is no body, POST with it as JSON otherwise. A network failure throws, as fetch does. */
async function call<Data>(path: string, body?: object): Promise<AuthAnswer<Data>> {
  const response = await fetch(`/api/auth${path}`, {
    method: body === undefined ? "GET" : "POST",
    credentials: "same-origin",
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  const answer = parsed(await response.text());
  if (response.ok) return { data: answer as Data, error: null };
  const details = typeof answer === "object" && answer !== null ? (answer as Partial<AuthError>) : {};
  return { data: null, error: { ...details, status: response.status, statusText: response.statusText } };
}

export const authClient = {
  signIn: {
    email: (body: { email: string; password: string }) => call("/sign-in/email", body),
    /** Leaves for the provider's consent page when the server gives its address. */
    social: async (body: { provider: string; callbackURL: string; errorCallbackURL: string }) => {
      const answer = await call<{ url?: string; redirect?: boolean }>("/sign-in/social", body);
      if (answer.data?.redirect && answer.data.url) window.location.href = answer.data.url;
      return answer;
    },
  },
  signUp: {
    email: (body: { email: string; password: string; name: string; callbackURL: string }) => call("/sign-up/email", body),
  },
  signOut: () => call("/sign-out", {}),
  sendVerificationEmail: (body: { email: string; callbackURL: string }) => call("/send-verification-email", body),
  requestPasswordReset: (body: { email: string; redirectTo: string }) => call("/request-password-reset", body),
  resetPassword: (body: { newPassword: string; token: string }) => call("/reset-password", body),
  changePassword: (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) => call("/change-password", body),
  updateUser: (body: { name?: string; image?: string | null }) => call("/update-user", body),
  deleteUser: (body: { password?: string }) => call("/delete-user", body),
  /** The ways the user signs in: "credential" for a password, else the provider's id. */
  listAccounts: () => call<{ providerId: string }[]>("/list-accounts"),
  /** Our own routes beside better-auth's (src/server/auth/email-change.ts). */
  requestEmailChange: (body: { newEmail: string; password: string | undefined }) => call("/email-change/request", body),
  emailChangeLink: (action: "confirm" | "cancel", token: string) => call<{ email: string }>(`/email-change/${action}`, { token }),
};
