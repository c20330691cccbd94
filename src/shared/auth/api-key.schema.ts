import { z } from "zod";
import { text } from "../schema-helpers";
import { API_KEY_LIMITS } from "./api-key-limits";

export { API_KEY_LIMITS, API_KEY_PREFIX } from "./api-key-limits";

/** The form to create a key. Messages are translation keys of the web app. */
export const createApiKeySchema = z.object({
  name: z
    .string({ error: "validation.nameRequired" })
    .pipe(text().min(1, "validation.nameRequired").max(API_KEY_LIMITS.nameMaxLength, "validation.nameTooLong")),
  /** When the key stops working by itself; absent or null: never. */
  expires_at: z.iso
    .datetime({ offset: true, error: "validation.invalid" })
    .refine((value) => Date.parse(value) > Date.now(), "validation.invalid")
    .nullable()
    .optional(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as listed: never the key itself, only its first characters. */
export const apiKeyResourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, e.g. `clt_Ab12Cd34`, to tell keys apart. */
  prefix: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeyResourceSchema>;

/** The answer to a create: the only time the key is ever shown. */
export const createdApiKeySchema = apiKeyResourceSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
