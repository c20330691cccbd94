/*
 * Changing the address one signs in with, as a better-auth plugin (better-auth's own
 * `/change-email` is switched off: its link is a stateless token that names the old address,
 * so it outlived the account it was made for; decision 63).
 *
 *   POST /api/auth/email-change/request {newEmail, password}  (signed in)
 *   POST /api/auth/email-change/confirm {token}   the link mailed to the new address
 *   POST /api/auth/email-change/cancel  {token}   the link mailed to the current address
 *
 * The links land on web pages (/auth/confirm-email-change, /auth/cancel-email-change) that
 * post their token when the user presses the button: a mail scanner that opens links does
 * not change anyone's address.
 */
import { and, eq } from "drizzle-orm";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, sensitiveSessionMiddleware } from "better-auth/api";
import { z } from "zod";
import type { Database } from "../db/database";
import { session as sessions, user as users } from "../db/schema";
import { isUniqueViolation } from "../http/errors";
import type { MailContent } from "../mail/mail-texts";
import { type AccountLink, consumeAccountLink, createAccountLink, EMAIL_CHANGE_PURPOSES, revokeAccountLinks } from "./account-links";
import { revokeCalendarFeeds } from "./calendar-feed-tokens";

const ONE_DAY_IN_SECONDS = 24 * 60 * 60;
/** How long the previous address can take the account back after a change. */
const UNDO_DAYS_IN_SECONDS = 7 * ONE_DAY_IN_SECONDS;

/** The web pages the links open. */
export const CONFIRM_EMAIL_CHANGE_PATH = "/auth/confirm-email-change";
export const CANCEL_EMAIL_CHANGE_PATH = "/auth/cancel-email-change";

export interface EmailChangeOptions {
  db: Database;
  /** The app's public address (BASE_URL), which the links start with. */
  baseUrl: string;
  /** How recent a sign-in must be for an account without a password (Google, Microsoft). */
  freshSignInSeconds: number;
  /** Mails `content` to `to`, in the language of the request. */
  mail: (to: string, content: MailContent, request: Request | undefined) => void;
}

const tokenBody = z.object({ token: z.string().min(1).max(200) });

const invalidLink = () => new APIError("BAD_REQUEST", { code: "INVALID_TOKEN", message: "This link has expired or was already used" });
const emailTaken = () => new APIError("CONFLICT", { code: "EMAIL_TAKEN", message: "This email is already used by another account" });

/** Sets the account's address, only while it still has `from`; refuses an address another account has taken since. */
async function moveAddress(db: Pick<Database, "update">, userId: string, from: string, to: string): Promise<boolean> {
  try {
    const moved = await db
      .update(users)
      .set({ email: to, emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.email, from)))
      .returning({ id: users.id });
    return moved.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export function emailChange({ db, baseUrl, freshSignInSeconds, mail }: EmailChangeOptions) {
  const pageLink = (path: string, token: string) => `${baseUrl}${path}?token=${encodeURIComponent(token)}`;

  return {
    id: "email-change",
    rateLimit: [
      // Each checks the password, or sends mail.
      { pathMatcher: (path: string) => path === "/email-change/request", window: 60, max: 5 },
      // A token is 32 random bytes: this only keeps the table from being hammered.
      { pathMatcher: (path: string) => path === "/email-change/confirm" || path === "/email-change/cancel", window: 60, max: 10 },
    ],
    endpoints: {
      requestEmailChange: createAuthEndpoint(
        "/email-change/request",
        {
          method: "POST",
          body: z.object({ newEmail: z.string().max(320), password: z.string().max(1000).optional() }),
          use: [sensitiveSessionMiddleware],
        },
        async (ctx) => {
          const { user, session } = ctx.context.session;
          const parsed = z.string().trim().toLowerCase().pipe(z.email()).safeParse(ctx.body.newEmail);
          if (!parsed.success) {
            throw new APIError("BAD_REQUEST", {
              code: "INVALID_EMAIL",
              message: "Invalid email",
              fields: { newEmail: "auth.errors.invalidEmail" },
            });
          }
          const newEmail = parsed.data;
          if (newEmail === user.email.toLowerCase()) {
            throw new APIError("BAD_REQUEST", { code: "EMAIL_IS_THE_SAME", message: "Email is the same" });
          }

          // Whoever holds a session must also know the password: a stolen cookie is no way to take the account.
          const credential = (await ctx.context.internalAdapter.findAccounts(user.id)).find(
            (account) => account.providerId === "credential" && account.password,
          );
          if (credential?.password) {
            const password = ctx.body.password ?? "";
            if (password === "") {
              throw new APIError("BAD_REQUEST", {
                code: "VALIDATION",
                message: "Enter your password to change your email",
                fields: { password: "validation.passwordRequired" },
              });
            }
            if (!(await ctx.context.password.verify({ hash: credential.password, password }))) {
              throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "Invalid password" });
            }
          } else if (!user.emailVerified || Date.now() - new Date(session.createdAt).getTime() >= freshSignInSeconds * 1000) {
            // Without a password (Google, Microsoft): a recent sign-in, to an address the provider vouched for.
            throw new APIError("BAD_REQUEST", { code: "SESSION_EXPIRED", message: "Sign in again to change your email" });
          }

          // A taken address is answered as any other, and nobody is mailed.
          if (await ctx.context.internalAdapter.findUserByEmail(newEmail)) return ctx.json({ status: true });

          const links = await db.transaction(async (tx) => {
            await revokeAccountLinks(tx, user.id, EMAIL_CHANGE_PURPOSES);
            const link = { userId: user.id, email: user.email, newEmail, expiresInSeconds: ONE_DAY_IN_SECONDS };
            return {
              confirm: await createAccountLink(tx, { ...link, purpose: "confirm-email-change" }),
              cancel: await createAccountLink(tx, { ...link, purpose: "cancel-email-change" }),
            };
          });
          mail(newEmail, { kind: "confirm-new-email", link: pageLink(CONFIRM_EMAIL_CHANGE_PATH, links.confirm), newEmail }, ctx.request);
          mail(
            user.email,
            { kind: "email-change-requested", link: pageLink(CANCEL_EMAIL_CHANGE_PATH, links.cancel), newEmail },
            ctx.request,
          );
          return ctx.json({ status: true });
        },
      ),

      confirmEmailChange: createAuthEndpoint("/email-change/confirm", { method: "POST", body: tokenBody }, async (ctx) => {
        const applied = await db.transaction(async (tx) => {
          const link = await consumeAccountLink(tx, ctx.body.token, ["confirm-email-change"]);
          if (!link?.newEmail || !(await moveAddress(tx, link.userId, link.email, link.newEmail))) return undefined;
          // Every other link of the account was mailed for its old address.
          await revokeAccountLinks(tx, link.userId);
          const undo = await createAccountLink(tx, {
            userId: link.userId,
            purpose: "undo-email-change",
            email: link.newEmail,
            newEmail: link.email,
            expiresInSeconds: UNDO_DAYS_IN_SECONDS,
          });
          return { link, undo };
        });
        if (!applied) throw invalidLink();
        const { link, undo } = applied;
        mail(link.email, { kind: "email-changed", link: pageLink(CANCEL_EMAIL_CHANGE_PATH, undo), newEmail: link.newEmail! }, ctx.request);
        // No session is made here: the link proves who holds the new mailbox, not who holds the account.
        return ctx.json({ email: link.newEmail });
      }),

      cancelEmailChange: createAuthEndpoint("/email-change/cancel", { method: "POST", body: tokenBody }, async (ctx) => {
        const email = await db.transaction(async (tx) => {
          const link = await consumeAccountLink(tx, ctx.body.token, ["cancel-email-change", "undo-email-change"]);
          if (!link) return undefined;
          const applies =
            link.purpose === "undo-email-change"
              ? await moveAddress(tx, link.userId, link.email, link.newEmail!)
              : await stillApplies(tx, link);
          if (!applies) return undefined;
          // "This was not me": whoever asked for the change is signed out, on every device, and loses the calendar feeds.
          await revokeAccountLinks(tx, link.userId);
          await revokeCalendarFeeds(tx, link.userId);
          await tx.delete(sessions).where(eq(sessions.userId, link.userId));
          return link.purpose === "undo-email-change" ? link.newEmail! : link.email;
        });
        if (!email) throw invalidLink();
        return ctx.json({ email });
      }),
    },
  } satisfies BetterAuthPlugin;
}

/** Whether the account still has the address the link was mailed for. */
async function stillApplies(db: Pick<Database, "select">, link: AccountLink): Promise<boolean> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, link.userId));
  return row?.email === link.email;
}
