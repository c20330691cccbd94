/**
 * The sections of the locale files that load on demand, each a chunk of its own, rather than with
 * the app's other texts (src/web/i18n/text-parts.ts, docs/decisions.md 135): the import dialog's,
 * which loads with its code, the data export sections' and the quotes and invoices', which load
 * with the screens that show them (`textSections` in src/shared/screens.ts), and the command
 * palette's and keyboard shortcuts', which load with their code.
 */
export const ON_DEMAND_TEXT_SECTIONS = ["imports", "dataExport", "invoices", "palette"] as const;
export type OnDemandTextSection = (typeof ON_DEMAND_TEXT_SECTIONS)[number];
