/** Money as the spec shows it: $ and 2 decimals, grouped the way the interface language writes numbers. */
export function formatMoney(amount: number, language: string): string {
  return `$${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

export function formatInteger(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}
