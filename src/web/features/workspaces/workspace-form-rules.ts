import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { taxRateFields, type CreateTaxRateInput } from "@shared/tax-rates/tax-rate.schema";
import { createInvitationSchema, workspaceNameSchema } from "@shared/workspaces/workspace.schema";
import { localizedNumberField } from "@web/lib/localized-number-field";

// The rules of the workspace settings' forms, which load with zod when a form is first checked (lazy-resolver.ts).

export interface NameValues {
  name: string;
}
export const nameRules: Resolver<NameValues> = zodResolver(z.object({ name: workspaceNameSchema }));

export type InviteValues = z.input<typeof createInvitationSchema>;
export const inviteRules: Resolver<InviteValues> = zodResolver(createInvitationSchema);

/** The tax rate form's rules: the API's, once the percent typed in `language` is read ("5,5" in French). */
export const taxRateFormSchema = (language: string) =>
  z.object({
    name: taxRateFields.name,
    rate: localizedNumberField(language, "decimal", taxRateFields.rate, "validation.taxRateRequired"),
  });
export type TaxRateFormInput = z.input<ReturnType<typeof taxRateFormSchema>>;
export const taxRateRules = (language: string): Resolver<TaxRateFormInput, unknown, CreateTaxRateInput> =>
  zodResolver(taxRateFormSchema(language));
