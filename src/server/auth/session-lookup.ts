import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { session, user, workspaceMembers } from "../db/schema";
import type { ActiveWorkspace, SignedInUser } from "../http/app-env";
import { settleSessionWorkspace } from "../workspaces/workspaces.service";
import type { Auth } from "./auth";
import { inBetterAuth } from "./better-auth-calls";
import { cookieValue, tryDecode } from "../lib/cookies";

export interface SignedInSession {
  sessionId: string;
  user: SignedInUser;
  workspace: ActiveWorkspace;
}

/** The session a request carries, or null: what `auth.api.getSession` answers for /api/v1. */
export type SessionLookup = (headers: Headers) => Promise<SignedInSession | null>;

/** better-call signs cookie values as `value.signature`, the signature being base64 HMAC-SHA256 (44 characters). */
const SIGNATURE_FORMAT = /^[A-Za-z0-9+/]{43}=$/;

/**
 * Reads the session of an /api/v1 request as better-auth's getSession does (signed session
 * cookie, or the signed token of `Authorization: Bearer`, which better-auth's bearer plugin
 * turns into that cookie), with one indexed query: the session row by its token, joined to
 * its user and to the user's membership of the session's workspace. Every request still reads
 * the row, so a session ended anywhere (sign-out, revocation, password change) is refused by
 * the next request on every instance, and a membership ended anywhere stops giving access to
 * its workspace at the next request (docs/decisions.md 86).
 *
 * better-auth's own getSession runs its endpoint machinery (context, hooks, WebCrypto key
 * import, output parsing) and two queries for the same answer: about a third of the
 * server's CPU under load (docs/performance.md). Its cookie names, secret and session ages
 * are read from better-auth's context, and the rare writes (sliding the expiry, deleting an
 * expired session) go through its adapter, so its configuration stays the only one.
 */
export function createSessionLookup(auth: Auth, db: Database): SessionLookup {
  const byToken = db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      workspaceId: workspaceMembers.workspaceId,
      role: workspaceMembers.role,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, session.activeWorkspaceId), eq(workspaceMembers.userId, session.userId)),
    )
    .where(eq(session.token, sql.placeholder("token")))
    .prepare("clientele_session_by_token");

  return async (headers) => {
    const context = await auth.$context;
    const verified = (signed: string) => verifiedValue(signed, context.secret);
    const cookies = headers.get("cookie") ?? "";

    // The bearer plugin: a verified signed token stands for the session cookie; anything else is ignored.
    const fromBearer = bearerValue(headers.get("authorization"));
    const token =
      (fromBearer !== undefined ? verified(fromBearer) : undefined) ??
      verified(cookieValue(cookies, context.authCookies.sessionToken.name) ?? "");
    if (!token) return null;

    const [row] = await byToken.execute({ token });
    if (!row) return null;
    const now = Date.now();
    if (row.expiresAt.getTime() < now) {
      await inBetterAuth(() => context.internalAdapter.deleteSession(token));
      return null;
    }

    // Sliding sessions, as getSession does: past updateAge, the expiry moves (not when "remember me" was off).
    const { expiresIn, updateAge } = context.sessionConfig;
    const dueForRefresh = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (dueForRefresh && !verified(cookieValue(cookies, context.authCookies.dontRememberToken.name) ?? "")) {
      const refreshed = await inBetterAuth(() =>
        context.internalAdapter.updateSession(token, {
          expiresAt: new Date(now + expiresIn * 1000),
          updatedAt: new Date(now),
        }),
      );
      if (!refreshed) return null; // ended meanwhile
    }
    const signedIn = { id: row.userId, email: row.email, name: row.name };
    // A new session, or one whose workspace the user has left or lost: it settles on another.
    const workspace =
      row.workspaceId !== null && row.role !== null
        ? { id: row.workspaceId, role: row.role }
        : await settleSessionWorkspace(db, row.sessionId, signedIn, preferredLocale(headers.get("accept-language")));
    return { sessionId: row.sessionId, user: signedIn, workspace };
  };
}

/**
 * The browser's preferred locale (`fr-FR`) from Accept-Language: the first of the highest
 * quality, `*` left aside; a personal workspace made at this request takes its currency
 * (docs/decisions.md 95).
 */
function preferredLocale(acceptLanguage: string | null): string | undefined {
  let best: { tag: string; q: number } | undefined;
  for (const part of (acceptLanguage ?? "").split(",").slice(0, 20)) {
    const [tag = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    const q = quality === undefined ? 1 : Number(quality.slice(2));
    if (tag === "" || tag === "*" || !(q > 0)) continue;
    if (best === undefined || q > best.q) best = { tag, q };
  }
  return best?.tag;
}

/** `value` of a `value.signature` string whose signature is the secret's HMAC of it, else undefined. */
function verifiedValue(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return undefined;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (!SIGNATURE_FORMAT.test(signature)) return undefined;
  const expected = createHmac("sha256", secret).update(value).digest();
  return timingSafeEqual(Buffer.from(signature, "base64"), expected) ? value : undefined;
}

/** The signed token of `Authorization: Bearer …`, percent-decoded, when it has the signed form. */
function bearerValue(authorization: string | null): string | undefined {
  if (!authorization || authorization.slice(0, 7).toLowerCase() !== "bearer ") return undefined;
  const token = authorization.slice(7).trim();
  if (!token.includes(".")) return undefined; // a raw token: refused (requireSignature)
  return tryDecode(token);
}
