import { z } from "zod";
import { emailSchema } from "../auth/credentials.schema";
import { isKnownCurrency } from "../money/currency";
import { BUSINESS_FIELD_MAX_LENGTH as MAX, PAYMENT_TERMS_DAYS_MAX } from "../invoices/invoice-limits";
import { line, lines, optionalEmail, patchOf } from "../schema-helpers";
import { DEFAULT_CURRENCY, WORKSPACE_NAME_MAX_LENGTH } from "./workspace-limits";
import { INVITED_ROLES, WORKSPACE_ROLES } from "./workspace-roles";

/** A workspace the user belongs to, as the switcher lists it. */
export const workspaceSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** ISO 4217 code: what every amount of the workspace is written in. */
  currency: z.string(),
  /** Whether prices include tax; new orders take it. */
  prices_include_tax: z.boolean(),
  /** The user's role in it. */
  role: z.enum(WORKSPACE_ROLES),
  /** The workspace this session (or API key) works in. */
  active: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/**
 * The business details its quotes and invoices print (docs/product.md "Quotes and invoices"):
 * empty for a detail not given; the legal name falls back to the workspace's name.
 */
export const businessDetailsSchema = z.object({
  business_name: z.string(),
  /** On several lines. */
  business_address: z.string(),
  business_tax_id: z.string(),
  business_email: z.string(),
  business_phone: z.string(),
  /** How to pay, on several lines: an IBAN, a PayPal address… */
  payment_instructions: z.string(),
  /** Days from an invoice's date to its due date. */
  payment_terms_days: z.number().int(),
  /** A note at the foot of every page. */
  business_footer: z.string(),
  /** Where the logo is read (GET /workspaces/{id}/logo, its version in the query), null without one. */
  logo_url: z.string().nullable(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** A workspace's settings as its members read them. */
export const workspaceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** ISO 4217 code: what every amount of the workspace is written in. */
    currency: z.string(),
    /** Whether prices include tax; new orders take it. */
    prices_include_tax: z.boolean(),
    /** The caller's role in it. */
    role: z.enum(WORKSPACE_ROLES),
  })
  .extend(businessDetailsSchema.shape);
export type Workspace = z.infer<typeof workspaceSchema>;

/** A workspace's name: one line, 1 to 100 characters. */
export const workspaceNameSchema = z
  .string({ error: "validation.nameRequired" })
  .pipe(line().min(1, "validation.nameRequired").max(WORKSPACE_NAME_MAX_LENGTH, "validation.nameTooLong"));

/** An ISO 4217 currency code that `Intl` can format, such as `EUR`. */
export const currencyCodeSchema = z.string({ error: "validation.invalidCurrency" }).refine(isKnownCurrency, "validation.invalidCurrency");

/** POST /workspaces: a new workspace, owned by its creator. Messages are translation keys of the web app. */
export const createWorkspaceSchema = z.object({
  name: workspaceNameSchema,
  currency: currencyCodeSchema.default(DEFAULT_CURRENCY),
});
export type CreateWorkspaceInput = z.input<typeof createWorkspaceSchema>;

/**
 * What an admin or the owner may change. A new currency relabels the amounts, it does not
 * convert them; a change of `prices_include_tax` applies to orders made afterwards.
 */
/** The business details as the settings form and the API take them: empty clears one. */
export const businessDetailsInputFields = {
  business_name: line().max(MAX.business_name, "validation.businessNameTooLong"),
  business_address: lines().max(MAX.business_address, "validation.addressTooLong"),
  business_tax_id: line().max(MAX.business_tax_id, "validation.taxIdTooLong"),
  business_email: optionalEmail(MAX.business_email),
  business_phone: line().max(MAX.business_phone, "validation.phoneTooLong"),
  payment_instructions: lines().max(MAX.payment_instructions, "validation.paymentInstructionsTooLong"),
  payment_terms_days: z
    .number({ error: "validation.paymentTermsDays" })
    .int("validation.paymentTermsDays")
    .min(0, "validation.paymentTermsDays")
    .max(PAYMENT_TERMS_DAYS_MAX, "validation.paymentTermsDays"),
  business_footer: lines().max(MAX.business_footer, "validation.footerTooLong"),
};

export const updateWorkspaceSchema = patchOf({
  name: workspaceNameSchema,
  currency: currencyCodeSchema,
  prices_include_tax: z.boolean({ error: "validation.invalid" }),
  ...businessDetailsInputFields,
});
export type UpdateWorkspaceInput = z.input<typeof updateWorkspaceSchema>;

/** A member of a workspace, as every member sees the list. */
export const workspaceMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  joined_at: z.iso.datetime(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/**
 * A member's new role (PATCH …/members/{user_id}): `admin` or `member` from an admin or the
 * owner; `owner` hands the workspace over, from its owner only.
 */
export const updateMemberSchema = z.object({
  role: z.enum(WORKSPACE_ROLES, { error: "validation.invalid" }),
});
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

/** POST …/invitations: whom to invite, as what. */
export const createInvitationSchema = z.object({
  email: z.string({ error: "auth.errors.invalidEmail" }).pipe(emailSchema),
  role: z.enum(INVITED_ROLES, { error: "validation.invalid" }),
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

/** A pending invitation, as admins list it. */
export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  /** The user id of who invited. */
  invited_by: z.string(),
  expires_at: z.iso.datetime(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** What the invitation page shows before it is accepted. */
export const invitationPreviewSchema = z.object({
  workspace_name: z.string(),
  inviter_name: z.string(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  expires_at: z.iso.datetime(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
