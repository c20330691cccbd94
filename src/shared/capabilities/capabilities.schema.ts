import { z } from "zod";

/** GET /api/capabilities: what this server is set up to do, for the public screens. */
export const capabilitiesSchema = z.object({
  /** Mails reach their addresses (SMTP is set up); otherwise their links are in the server's log. */
  email_delivery: z.boolean(),
  /** New accounts confirm their address before signing in (REQUIRE_EMAIL_VERIFICATION). */
  email_verification_required: z.boolean(),
});

export type Capabilities = z.infer<typeof capabilitiesSchema>;
