import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, like, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { accountLink, verification } from "../db/schema";

/**
 * What a mailed link does:
 * - `verify-email`: confirms the address the account signed up with;
 * - `confirm-email-change`: sets `new_email` as the account's address (mailed to the new address);
 * - `cancel-email-change`: drops a pending change (mailed to the current address);
 * - `undo-email-change`: puts the previous address back after a change (mailed to that address).
 */
export type AccountLinkPurpose = "verify-email" | "confirm-email-change" | "cancel-email-change" | "undo-email-change";

export const EMAIL_CHANGE_PURPOSES: readonly AccountLinkPurpose[] = ["confirm-email-change", "cancel-email-change", "undo-email-change"];

type Executor = Pick<Database, "insert" | "delete" | "select">;

export interface AccountLink {
  userId: string;
  purpose: AccountLinkPurpose;
  email: string;
  newEmail: string | null;
}

/** The stored form of a link's token: a token is 32 random bytes, so one SHA-256 round is enough. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Stores a link and returns its token, 32 random bytes, which only the mail carries. */
export async function createAccountLink(
  db: Executor,
  link: { userId: string; purpose: AccountLinkPurpose; email: string; newEmail?: string; expiresInSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(accountLink).values({
    tokenHash: hashLinkToken(token),
    userId: link.userId,
    purpose: link.purpose,
    email: link.email,
    newEmail: link.newEmail ?? null,
    expiresAt: new Date(Date.now() + link.expiresInSeconds * 1000),
  });
  return token;
}

/**
 * Uses a link up: deletes its row and returns it, when the token is one of these purposes
 * and has not expired. Two parallel uses of one token: the second finds nothing.
 */
export async function consumeAccountLink(
  db: Executor,
  token: string,
  purposes: readonly AccountLinkPurpose[],
): Promise<AccountLink | undefined> {
  const [row] = await db
    .delete(accountLink)
    .where(
      and(
        eq(accountLink.tokenHash, hashLinkToken(token)),
        inArray(accountLink.purpose, [...purposes]),
        gt(accountLink.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountLink.userId, purpose: accountLink.purpose, email: accountLink.email, newEmail: accountLink.newEmail });
  return row as AccountLink | undefined;
}

/**
 * Ends the user's mailed links: those of `purposes`, or every one, the password-reset links
 * too (better-auth keeps those in `verification`, naming the user in `value`). Called when the
 * password is changed or reset, on "sign out everywhere" and when the address changes: a link
 * mailed before any of those must not outlive it.
 */
export async function revokeAccountLinks(db: Executor, userId: string, purposes?: readonly AccountLinkPurpose[]): Promise<void> {
  if (purposes) {
    await db.delete(accountLink).where(and(eq(accountLink.userId, userId), inArray(accountLink.purpose, [...purposes])));
    return;
  }
  await db.delete(accountLink).where(eq(accountLink.userId, userId));
  await db.delete(verification).where(and(eq(verification.value, userId), like(verification.identifier, "reset-password:%")));
}
