import { z } from "zod";

/** A signed-in session of the user (a browser or a script), as the settings page lists it. */
export const sessionResourceSchema = z.object({
  id: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof sessionResourceSchema>;
