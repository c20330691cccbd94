import { eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import type { Logger } from "pino";
import type { z } from "zod";
import { updateUserSchema } from "@shared/auth/account.schema";
import { USER_NAME_MAX_LENGTH } from "@shared/auth/account-limits";
import { PASSWORD_ERROR_CODES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "@shared/auth/password";
import { isStorableText } from "@shared/schema-helpers";
import type { Database } from "../db/database";
import * as schema from "../db/schema";
import { baseUrl, trustedOrigins, type Env } from "../env";
import { fieldErrorsFrom } from "../http/errors";
import { mailLanguage } from "../mail/mail-language";
import type { Mailer } from "../mail/mailer";
import { deleteAccount, resetMailCounterKey, verificationMailCounterKey } from "./account-deletion";
import { revokeInvitationsBy } from "../workspaces/invitations.service";
import { consumeAccountLink, createAccountLink, revokeAccountLinks } from "./account-links";
import { revokeCalendarFeeds } from "./calendar-feed-tokens";
import { countingCalls } from "./better-auth-calls";
import { CLIENT_IP_HEADER } from "./client-ip";
import { emailChange } from "./email-change";
import { rateLimitStorage } from "./rate-limit-storage";

const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60;
const ONE_DAY_IN_SECONDS = 24 * 60 * 60;
const ONE_HOUR_IN_SECONDS = 60 * 60;
/** How recent a sign-in must be to delete an account without a password (Google and Microsoft users). */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;
/** Reset mails to one address: at most 3 in 10 minutes, whoever asks and from wherever; verification mails too. */
const MAILS_PER_ADDRESS = { window: 10 * 60, max: 3 };

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export interface AuthOptions {
  db: Database;
  env: Env;
  secret: string;
  mailer: Mailer;
  /** For what happens after the answer (counting and sending mails). */
  logger: Logger;
}

/** Social providers whose two environment variables are set. */
function socialProviders(env: Env) {
  return {
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET
      ? {
          microsoft: {
            clientId: env.MICROSOFT_CLIENT_ID,
            clientSecret: env.MICROSOFT_CLIENT_SECRET,
            tenantId: env.MICROSOFT_TENANT_ID ?? "common",
            scope: ["email", "openid", "profile"],
          },
        }
      : {}),
  };
}

/** The body field that carries a new password, for each route that sets one over HTTP. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

/** English texts of the field rules, for API callers; the web app words them from `fields`. */
const FIELD_MESSAGES: Record<string, string> = {
  "validation.nameRequired": "Name is required",
  "validation.nameTooLong": `Name must be at most ${USER_NAME_MAX_LENGTH} characters`,
  "validation.singleLine": "Name must be one line, without control characters",
  "validation.invalidUrl": "Image must be an http(s) address",
  "validation.urlTooLong": "Image address is too long",
};

/** 400 VALIDATION with a message (a translation key of the web app) per field. */
function fieldValidationError(error: z.ZodError): APIError {
  const fields = fieldErrorsFrom(error);
  const first = Object.values(fields)[0] ?? "validation.invalid";
  return new APIError("BAD_REQUEST", {
    code: "VALIDATION",
    message: FIELD_MESSAGES[first] ?? "A value is not accepted",
    fields,
  });
}

/**
 * The password rule (docs/product.md "Passwords"), whatever the browser checked, on every route that sets a
 * password (set-password is server-only in better-auth, so not reachable over HTTP).
 * Too short and too long are left to better-auth's own checks and codes.
 */
function checkNewPassword(path: string, body: Record<string, unknown>) {
  const field = NEW_PASSWORD_FIELDS[path];
  const password = field ? body[field] : undefined;
  if (typeof password !== "string") return;
  if (!isStorableText(password)) {
    throw new APIError("BAD_REQUEST", {
      code: "VALIDATION",
      message: "The password contains characters that are not allowed",
      fields: { [field!]: "validation.invalid" },
    });
  }
  if (passwordProblem(password) === "weak") {
    throw new APIError("BAD_REQUEST", {
      code: PASSWORD_ERROR_CODES.weak,
      message: "Password must contain uppercase, lowercase, and numbers",
    });
  }
}

/**
 * Sign-up and update-user take the user's name and picture: the shared rules apply
 * (1 to 100 visible characters, an http(s) picture), and the name is stored trimmed.
 */
function checkProfile(path: string, body: Record<string, unknown>) {
  if (path !== "/sign-up/email" && path !== "/update-user") return undefined;
  const profile = (path === "/sign-up/email" ? updateUserSchema.required({ name: true }) : updateUserSchema).safeParse({
    name: body.name,
    image: body.image,
  });
  if (!profile.success) throw fieldValidationError(profile.error);
  return profile.data.name === undefined ? undefined : { body: { ...body, name: profile.data.name } };
}

/**
 * Deleting an account that has a password takes that password, however recent the sign-in:
 * better-auth would also accept a session less than `freshAge` old, which is meant for
 * accounts without one (Google, Microsoft).
 */
async function requirePasswordToDelete(ctx: HookContext, body: Record<string, unknown>) {
  if (ctx.path !== "/delete-user" || (typeof body.password === "string" && body.password !== "")) return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return; // better-auth answers 401
  const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
  if (accounts.some((account) => account.providerId === "credential" && account.password)) {
    throw new APIError("BAD_REQUEST", {
      code: "VALIDATION",
      message: "Enter your password to delete your account",
      fields: { password: "validation.passwordRequired" },
    });
  }
}

/** Runs before every better-auth route with a body, for HTTP requests and `auth.api` calls alike. */
async function enforceInputRules(ctx: HookContext) {
  const body: unknown = ctx.body;
  if (!ctx.path || typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  checkNewPassword(ctx.path, fields);
  await requirePasswordToDelete(ctx, fields);
  const context = checkProfile(ctx.path, fields);
  return context ? { context } : undefined;
}

/** The query parameter of a verification link that names its row of `account_link`. */
const VERIFICATION_LINK_PARAM = "link";

/**
 * A verification link works once, for the account it was mailed to and while that account
 * still has the address: better-auth's token alone is a signed address, good for a day to
 * whoever owns the address by then (and the same for two mails of one second). So each mail's
 * link also carries a random token of ours, whose row is consumed here. A token that would
 * change an address (better-auth's own change of email, which is switched off) is refused
 * whatever its signature.
 */
async function useVerificationLink(db: Database, ctx: HookContext) {
  const query = (ctx.query ?? {}) as Record<string, unknown>;
  const { token, callbackURL } = query;
  if (typeof token !== "string") return; // better-auth answers its own 400
  const ours = query[VERIFICATION_LINK_PARAM];
  const signed = signedAddressIn(token);
  const link =
    typeof ours === "string" && signed && signed.updateTo === undefined ? await consumeAccountLink(db, ours, ["verify-email"]) : undefined;
  if (link && link.email.toLowerCase() === signed?.email?.toLowerCase()) {
    const [owner] = await db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, link.userId));
    if (owner?.email === link.email) return;
  }
  if (typeof callbackURL === "string" && /^\/(?![/\\])/.test(callbackURL)) {
    throw ctx.redirect(`${callbackURL}${callbackURL.includes("?") ? "&" : "?"}error=INVALID_TOKEN`);
  }
  throw new APIError("UNAUTHORIZED", { code: "INVALID_TOKEN", message: "Invalid token" });
}

export function createAuth({ db, env, secret, mailer, logger }: AuthOptions) {
  const limits = rateLimitStorage(db);
  const mailTo = (to: string, content: Parameters<Mailer["send"]>[1], request: Request | undefined) =>
    mailer.send(to, content, mailLanguage(request?.headers));
  /**
   * Counts the mail against its address's cap and sends it, after the answer: the answer
   * takes the same time whether the address has an account, and whatever the counter's row
   * lock costs.
   */
  const mailWithinCap = (counterKey: string, send: () => Promise<void> | void) => {
    void (async () => {
      const perAddress = await limits.consume(counterKey, MAILS_PER_ADDRESS);
      if (perAddress.allowed) await send();
    })().catch((error: unknown) => logger.error({ err: error }, "mail could not be counted"));
  };

  const auth = betterAuth({
    appName: "Clientele",
    baseURL: baseUrl(env),
    basePath: "/api/auth",
    secret,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      // better-auth answers the same whether or not the account exists; the mail goes in the background.
      sendResetPassword({ user, url }, request) {
        mailWithinCap(resetMailCounterKey(user.email), () => mailTo(user.email, { kind: "reset-password", link: url }, request));
        return Promise.resolve();
      },
      resetPasswordTokenExpiresIn: ONE_HOUR_IN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }, request) {
        await revokeAccountLinks(db, user.id);
        await revokeInvitationsBy(db, user.id);
        await revokeCalendarFeeds(db, user.id);
        mailTo(user.email, { kind: "password-changed" }, request);
      },
    },
    emailVerification: {
      // Only where sign-in waits for it: otherwise the account is usable, and a link would only be mail to somebody.
      sendVerificationEmail({ user, url }, request) {
        if (!env.REQUIRE_EMAIL_VERIFICATION || user.emailVerified) return Promise.resolve();
        mailWithinCap(verificationMailCounterKey(user.email), async () => {
          const ours = await createAccountLink(db, {
            userId: user.id,
            purpose: "verify-email",
            email: user.email,
            expiresInSeconds: ONE_DAY_IN_SECONDS,
          });
          mailTo(user.email, { kind: "verify-email", link: `${url}&${VERIFICATION_LINK_PARAM}=${ours}` }, request);
        });
        return Promise.resolve();
      },
      sendOnSignUp: env.REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: true,
      expiresIn: ONE_DAY_IN_SECONDS,
    },
    user: {
      deleteUser: {
        enabled: true,
        // Everything the user owns goes in one transaction, before better-auth's own deletes find nothing left.
        beforeDelete: (user) => deleteAccount(db, user),
        async afterDelete(user, request) {
          mailTo(user.email, { kind: "account-deleted" }, request);
        },
      },
    },
    socialProviders: socialProviders(env),
    session: {
      expiresIn: SEVEN_DAYS_IN_SECONDS,
      updateAge: ONE_DAY_IN_SECONDS,
      freshAge: FRESH_SIGN_IN_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      customStorage: limits,
      window: 60,
      max: 100,
      customRules: {
        // Reading the session is no credential attempt: every tab re-checks it every 30 s and on
        // focus, so an office behind one address would soon look signed out. `/api/v1` reads the
        // session on every request unmetered too (auth.api is never rate-limited).
        "/get-session": false,
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 10 },
        "/sign-in/social": { window: 60, max: 10 },
        // It checks the current password: as guarded as signing in.
        "/change-password": { window: 60, max: 5 },
        "/delete-user": { window: 60, max: 5 },
        // Each sends a mail.
        "/request-password-reset": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 5 },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/verify-email") return useVerificationLink(db, ctx);
        // "Sign out everywhere" ends the mailed links and the calendar feeds too.
        if (ctx.path === "/revoke-sessions" || ctx.path === "/revoke-other-sessions") {
          const signedIn = await getSessionFromCtx(ctx);
          if (signedIn) {
            await revokeAccountLinks(db, signedIn.user.id);
            await revokeInvitationsBy(db, signedIn.user.id);
            await revokeCalendarFeeds(db, signedIn.user.id);
          }
        }
        return enforceInputRules(ctx);
      }),
      // A password changed from the settings ends the mailed links and the calendar feeds, and is mailed about, as a reset is (onPasswordReset).
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned as { user?: { id?: unknown; email?: unknown } } | undefined;
        if (ctx.path !== "/change-password" || !returned || isAPIError(returned)) return;
        if (typeof returned.user?.id === "string") {
          await revokeAccountLinks(db, returned.user.id);
          await revokeInvitationsBy(db, returned.user.id);
          await revokeCalendarFeeds(db, returned.user.id);
        }
        if (typeof returned.user?.email === "string") mailTo(returned.user.email, { kind: "password-changed" }, ctx.request);
      }),
    },
    plugins: [
      // Only the signed form of a session token (what the set-auth-token header carries) is
      // accepted: the raw token, as stored in the session table, is not a credential by itself.
      bearer({ requireSignature: true }),
      emailChange({ db, baseUrl: baseUrl(env), freshSignInSeconds: FRESH_SIGN_IN_SECONDS, mail: mailTo }),
    ],
    // The providers' own OAuth tokens have no use in the browser, a bare password check is a
    // guessing oracle the app does not need (change-password checks it where needed), and the
    // address is changed through email-change.ts.
    disabledPaths: ["/get-access-token", "/refresh-token", "/verify-password", "/change-email"],
    // Unexpected errors (a database failure) are thrown to auth-route.ts, which logs them with
    // the request's logger and answers JSON, instead of better-auth's console line and empty 500.
    onAPIError: { throw: true },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    // better-auth's own lines go to the app's log, as messages only: its arguments can hold a
    // failed query with the values it carried (addresses, for one).
    logger: {
      level: "warn",
      log: (level, message) => logger[level]({ source: "better-auth" }, message),
    },
  });
  // Counted, so that better-auth's AsyncLocalStorage is off between its calls (better-auth-calls.ts).
  return countingCalls(auth);
}

export type Auth = ReturnType<typeof createAuth>;

/** The address and change of address a better-auth verification token signs, read without checking the signature. */
function signedAddressIn(token: string): { email?: string; updateTo?: unknown } | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    if (typeof payload !== "object" || payload === null) return undefined;
    const { email, updateTo } = payload as { email?: unknown; updateTo?: unknown };
    return { email: typeof email === "string" ? email : undefined, updateTo };
  } catch {
    return undefined;
  }
}
