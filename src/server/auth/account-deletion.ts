import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimit, user, verification } from "../db/schema";
import { deleteWorkspacesOnlyFor, leaveSharedWorkspaces } from "../workspaces/workspaces.service";

/**
 * Deletes the user and everything they own, in one transaction: the workspaces where they are
 * the only member (they leave the others, their clients going to each owner; the owner of a
 * shared workspace is refused with 409 until they hand it over), and every table of the user's rows, which refers to `user` with ON DELETE
 * CASCADE (sessions, accounts, memberships, API keys, clients, inventory, orders and their
 * lines, activity, counters, mailed links). The pending
 * password-reset links, whose rows name the user in `value`, and the counts of reset and
 * verification mails to their address go too.
 */
export async function deleteAccount(db: Database, account: { id: string; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.value, account.id));
    await tx
      .delete(rateLimit)
      .where(inArray(rateLimit.key, [resetMailCounterKey(account.email), verificationMailCounterKey(account.email)]));
    await leaveSharedWorkspaces(tx, account.id);
    await deleteWorkspacesOnlyFor(tx, account.id);
    await tx.delete(user).where(eq(user.id, account.id));
  });
}

/** The `rate_limit` key counting the reset mails sent to an address. */
export function resetMailCounterKey(email: string): string {
  return `reset-mail:${email.toLowerCase()}`;
}

/** The `rate_limit` key counting the verification mails sent to an address. */
export function verificationMailCounterKey(email: string): string {
  return `verify-mail:${email.toLowerCase()}`;
}
