import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { EMPTY_SIGNATURE, type EmailSignature } from "@shared/connect/signature";
import type { signatureSchema } from "@shared/connect/signature.schema";
import type { Database, Executor } from "../db/database";
import { emailSignatures } from "../db/schema";

/** The user's email signature; empty until they set one. */
export async function getSignature(db: Executor, userId: string): Promise<EmailSignature> {
  const [row] = await db
    .select({ name: emailSignatures.name, title: emailSignatures.title, company: emailSignatures.company, phone: emailSignatures.phone })
    .from(emailSignatures)
    .where(eq(emailSignatures.userId, userId));
  return row ?? EMPTY_SIGNATURE;
}

/** Replaces the user's signature (all four lines; empty ones clear). */
export async function saveSignature(db: Database, userId: string, input: z.output<typeof signatureSchema>): Promise<EmailSignature> {
  await db
    .insert(emailSignatures)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: emailSignatures.userId, set: { ...input, updatedAt: sql`now()` } });
  return getSignature(db, userId);
}
