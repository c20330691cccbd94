import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import { line, lines, optionalEmail, patchOf } from "../schema-helpers";
import { CLIENT_FIELD_MAX_LENGTH as MAX } from "./client-limits";
import { CLIENT_STATUSES, DEFAULT_CLIENT_STATUS } from "./client-status";

/**
 * The client form's rules (docs/product.md "Clients"), shared by the form and the API.
 * Messages are translation keys of the web app.
 */
/** One line: a client's name, company, position and phone go into calendar invitations and mails. */
const optionalLine = (max: number, tooLong: string) => line().max(max, tooLong);

const emailOrEmpty = optionalEmail(MAX.email);

/** "linkedin.com/in/ada", as people type it, means https://linkedin.com/in/ada. */
const withWebScheme = (value: string) => (value === "" || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`);

/**
 * Only web addresses: a link the table renders must never run script (javascript:, data:). One
 * line too: URL parsers skip tabs and line breaks, so they would pass and be stored as typed.
 */
const urlOrEmpty = line("validation.invalidUrl")
  .transform(withWebScheme)
  .pipe(z.string().max(MAX.linkedin_url, "validation.urlTooLong"))
  .refine(
    (value) => value === "" || z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(value).success,
    "validation.invalidUrl",
  );

const clientStatusSchema = z.enum(CLIENT_STATUSES, { error: "validation.invalidStatus" });

/** The billing address (docs/product.md "The client page"): as many lines as it takes. */
const address = lines().max(MAX.address, "validation.addressTooLong");

/** The language the client's documents are written in; empty, the workspace's. */
const preferredLanguage = z.enum(["", ...LANGUAGE_CODES], { error: "validation.invalidLanguage" });

/** The billing details, every one optional: empty clears it. */
const billingFields = {
  address,
  tax_id: optionalLine(MAX.tax_id, "validation.taxIdTooLong"),
  preferred_language: preferredLanguage,
};

/** The billing details as the API takes them: absent leaves a field as it is, empty or null clears it. */
const billingInputFields = {
  address: billingFields.address.nullable(),
  tax_id: billingFields.tax_id.nullable(),
  preferred_language: billingFields.preferred_language.nullable(),
};

const clientFields = {
  name: z
    .string({ error: "validation.nameRequired" })
    .pipe(line().min(1, "validation.nameRequired").max(MAX.name, "validation.nameTooLong")),
  email: emailOrEmpty,
  phone: optionalLine(MAX.phone, "validation.phoneTooLong"),
  company: optionalLine(MAX.company, "validation.companyTooLong"),
  position: optionalLine(MAX.position, "validation.positionTooLong"),
  linkedin_url: urlOrEmpty,
  status: clientStatusSchema,
};

/**
 * What the add/edit dialog holds: every field a string, empty when not filled in. The owner is
 * a member's account id, which only the server can check (`validation.ownerNotMember`); empty, the
 * member who adds the client.
 */
export const clientFormSchema = z.object({ ...clientFields, ...billingFields, owner_id: z.string() });
export type ClientFormValues = z.input<typeof clientFormSchema>;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  position: "",
  linkedin_url: "",
  status: DEFAULT_CLIENT_STATUS,
  address: "",
  tax_id: "",
  preferred_language: "",
  owner_id: "",
};

/**
 * The member who looks after a client (docs/decisions.md 87): an account id, which the server
 * checks is a member of the workspace. Absent on a new client: the member who adds it.
 */
const ownerIdSchema = z
  .string({ error: "validation.ownerNotMember" })
  .pipe(line().min(1, "validation.ownerNotMember").max(100, "validation.ownerNotMember"));

/** POST body: only the name is required; optional fields may be absent or empty. */
export const createClientSchema = z.object({
  ...clientFields,
  owner_id: ownerIdSchema.optional(),
  email: clientFields.email.optional(),
  phone: clientFields.phone.optional(),
  company: clientFields.company.optional(),
  position: clientFields.position.optional(),
  linkedin_url: clientFields.linkedin_url.optional(),
  status: clientStatusSchema.default(DEFAULT_CLIENT_STATUS),
  address: billingInputFields.address.optional(),
  tax_id: billingInputFields.tax_id.optional(),
  preferred_language: billingInputFields.preferred_language.optional(),
});
export type CreateClientInput = z.input<typeof createClientSchema>;

/** PATCH body: any subset of the fields; an empty optional field clears it. */
export const updateClientSchema = patchOf({ ...clientFields, ...billingInputFields, owner_id: ownerIdSchema });
export type UpdateClientInput = z.input<typeof updateClientSchema>;

/**
 * The fields of a create request as they are sent: the name and status, plus only
 * the optional fields that are not empty (docs/decisions.md 15).
 */
export function clientCreateBody(values: ClientFormValues): CreateClientInput {
  const body: CreateClientInput = { name: values.name.trim(), status: values.status };
  for (const field of ["email", "phone", "company", "position", "linkedin_url", "address", "tax_id", "owner_id"] as const) {
    const value = values[field].trim();
    if (value !== "") body[field] = value;
  }
  if (values.preferred_language !== "") body.preferred_language = values.preferred_language;
  return body;
}

/** A client as the API returns it. */
export const clientResourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  status: clientStatusSchema,
  /** The member who looks after the client. */
  owner_id: z.string(),
  address: z.string().nullable().describe("The billing address, its lines separated by line breaks"),
  tax_id: z.string().nullable(),
  preferred_language: z.enum(LANGUAGE_CODES).nullable().describe("The language of the client's documents; null: the workspace's"),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Client = z.infer<typeof clientResourceSchema>;

/** GET /clients/{id}/summary: what the client has bought, in the workspace currency (docs/product.md "The client page"). */
export const clientSummarySchema = z.object({
  lifetime_revenue: z.number().describe("The sum of the client's paid orders' totals"),
  open_amount: z.number().describe("The sum of the client's confirmed and delivered orders' totals: sold, not paid yet"),
  orders_count: z.number().int().describe("All the client's orders, whatever their status"),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;
