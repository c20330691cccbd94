import { z } from "zod";
import { line } from "../schema-helpers";
import { SIGNATURE_FIELD_MAX_LENGTH as MAX } from "./signature";

/** PUT /api/v1/signature and the settings form: four lines, each optional (empty), each short. */
export const signatureSchema = z.object({
  name: z.string({ error: "validation.invalid" }).pipe(line().max(MAX.name, "validation.signatureTooLong")),
  title: z.string({ error: "validation.invalid" }).pipe(line().max(MAX.title, "validation.signatureTooLong")),
  company: z.string({ error: "validation.invalid" }).pipe(line().max(MAX.company, "validation.signatureTooLong")),
  phone: z.string({ error: "validation.invalid" }).pipe(line().max(MAX.phone, "validation.signaturePhoneTooLong")),
});
