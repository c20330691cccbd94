import { currencyDigits } from "@shared/money/currency";
import type { LanguageCode } from "@shared/languages";

/** Amounts, quantities, rates and days as a document's language writes them (docs/product.md "Languages and formats"). */
export interface DocumentFormat {
  money(amount: number): string;
  quantity(value: number): string;
  /** A tax rate in percent: 20 %, 5,5 %. */
  percent(rate: number): string;
  /** A calendar day (YYYY-MM-DD), the same wherever it is read: 27 novembre 2026. */
  day(day: string): string;
}

export function documentFormat(language: LanguageCode, currency: string): DocumentFormat {
  const digits = currencyDigits(currency);
  const money = new Intl.NumberFormat(language, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const quantity = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 3 });
  const day = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  return {
    money: (amount) => money.format(amount),
    quantity: (value) => quantity.format(value),
    percent: (rate) => percent.format(rate / 100),
    day: (value) => day.format(new Date(`${value}T00:00:00Z`)),
  };
}
