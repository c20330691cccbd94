import type { BusinessDetails } from "@shared/workspaces/workspace.schema";

type Label = "name" | "taxId" | "address" | "paymentInstructions" | "email" | "phone" | "footer";

/** The business details written as text, in the order the form and the card show them (translation keys under invoices.business). */
export const BUSINESS_TEXT_FIELDS: readonly {
  name: Exclude<keyof BusinessDetails, "payment_terms_days" | "logo_url">;
  label: Label;
  placeholder: `${Label}Placeholder`;
  /** On several lines, and how many the field shows. */
  multiline?: boolean;
  rows?: number;
  type?: "email" | "tel";
  autoComplete?: string;
}[] = [
  { name: "business_name", label: "name", placeholder: "namePlaceholder", autoComplete: "organization" },
  { name: "business_tax_id", label: "taxId", placeholder: "taxIdPlaceholder" },
  {
    name: "business_address",
    label: "address",
    placeholder: "addressPlaceholder",
    multiline: true,
    rows: 3,
    autoComplete: "street-address",
  },
  { name: "payment_instructions", label: "paymentInstructions", placeholder: "paymentInstructionsPlaceholder", multiline: true, rows: 3 },
  { name: "business_email", label: "email", placeholder: "emailPlaceholder", type: "email", autoComplete: "email" },
  { name: "business_phone", label: "phone", placeholder: "phonePlaceholder", type: "tel", autoComplete: "tel" },
  { name: "business_footer", label: "footer", placeholder: "footerPlaceholder", multiline: true, rows: 2 },
];
