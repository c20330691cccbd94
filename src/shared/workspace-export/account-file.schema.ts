import { z } from "zod";
import { CLIENT_EMAIL_STATES } from "../client-emails/client-email-limits";
import { ACTIVITY_KINDS } from "../dashboard/dashboard";
import { WORKSPACE_ROLES } from "../workspaces/workspace-roles";
import { ACCOUNT_FILE_FORMAT, ACCOUNT_FILE_VERSION } from "./workspace-file-limits";

/**
 * A user's personal data (docs/product.md "Import and export"), as GET /account/export writes
 * it: the account, its devices, keys and signature, and in each workspace it belongs to the
 * workspace's name, its role and what it wrote, owns or did there. Never a secret (no password
 * hash, token or key), and of other people nothing but the names of the workspaces.
 */

const instant = z.iso.datetime({ offset: true });

const authoredSchema = z.object({
  /** The clients the user looks after. */
  clients_owned: z.array(z.object({ id: z.uuid(), name: z.string() })),
  notes: z.array(z.object({ id: z.uuid(), client_id: z.uuid(), body: z.string(), created_at: instant, updated_at: instant })),
  client_emails: z.array(
    z.object({
      id: z.uuid(),
      client_id: z.uuid(),
      state: z.enum(CLIENT_EMAIL_STATES),
      to_address: z.string().nullable(),
      subject: z.string(),
      body: z.string(),
      created_at: instant,
      sent_at: instant.nullable(),
    }),
  ),
  /** The tasks assigned to the user or created by them. */
  tasks: z.array(
    z.object({
      id: z.uuid(),
      client_id: z.uuid().nullable(),
      title: z.string(),
      due_date: z.iso.date().nullable(),
      due_at: instant.nullable(),
      done_at: instant.nullable(),
      assigned_to_me: z.boolean(),
      created_by_me: z.boolean(),
      created_at: instant,
      updated_at: instant,
    }),
  ),
  /** What the user did, as the activity log recorded it. */
  activity: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(ACTIVITY_KINDS),
      entity_id: z.uuid().nullable(),
      client_id: z.uuid().nullable(),
      details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      created_at: instant,
    }),
  ),
});

export const accountFileSchema = z.object({
  format: z.literal(ACCOUNT_FILE_FORMAT),
  version: z.literal(ACCOUNT_FILE_VERSION),
  exported_at: instant,
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    image: z.string().nullable(),
    /** How the account signs in: `credential` (a password), `google`, `microsoft`. */
    sign_in_methods: z.array(z.string()),
    created_at: instant,
    updated_at: instant,
  }),
  /** The signature Connect adds to the user's emails, if they set one. */
  email_signature: z
    .object({ name: z.string(), title: z.string(), company: z.string(), phone: z.string(), updated_at: instant })
    .nullable(),
  /** Where the account is signed in. */
  sessions: z.array(
    z.object({
      created_at: instant,
      updated_at: instant,
      expires_at: instant,
      ip_address: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
  /** The user's API keys, without the keys. */
  api_keys: z.array(
    z.object({
      name: z.string(),
      workspace_id: z.uuid(),
      created_at: instant,
      last_used_at: instant.nullable(),
      expires_at: instant.nullable(),
    }),
  ),
  /** Each workspace the user belongs to, with what they wrote, own and did there. */
  workspaces: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      role: z.enum(WORKSPACE_ROLES),
      joined_at: instant,
      /** The user's calendar feed of the workspace's tasks, without its address. */
      calendar_feed: z.object({ created_at: instant, last_used_at: instant.nullable(), expires_at: instant }).nullable(),
      ...authoredSchema.shape,
    }),
  ),
});
export type AccountFile = z.infer<typeof accountFileSchema>;
