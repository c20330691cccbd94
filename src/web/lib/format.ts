/** Money as the spec shows it: $ and 2 decimals, grouped the way the interface language writes numbers. */
export function formatMoney(amount: number, language: string): string {
  return `$${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

export function formatInteger(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A date as the interface language writes it: 22 Nov 2026, 22. Nov. 2026. */
export function formatDate(isoTimestamp: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(isoTimestamp));
}

/** A date and time as the interface language writes them. */
export function formatDateTime(isoTimestamp: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(isoTimestamp));
}
