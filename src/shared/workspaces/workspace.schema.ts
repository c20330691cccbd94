import { z } from "zod";
import { WORKSPACE_ROLES } from "./workspace-roles";

/** A workspace the user belongs to, as the switcher lists it. */
export const workspaceSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** ISO 4217 code. */
  currency: z.string(),
  /** The user's role in it. */
  role: z.enum(WORKSPACE_ROLES),
  /** The workspace this session (or API key) works in. */
  active: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;
