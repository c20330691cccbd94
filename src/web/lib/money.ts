import { useCallback } from "react";
import { currencyDigits } from "@shared/money/currency";
import { useLanguage } from "@web/i18n/use-language";
import { formatMoney } from "./format";
import { numberFormat } from "./intl-formats";
import { useActiveWorkspace } from "./workspaces";

export interface WorkspaceMoney {
  /** ISO 4217 code of the workspace worked in; undefined until the workspaces are loaded. */
  currency: string | undefined;
  /** The currency's minor unit: 0 for JPY, 2 for EUR. */
  digits: number;
  pricesIncludeTax: boolean;
  /** An amount written in the workspace currency and the interface language. */
  format: (amount: number) => string;
}

/**
 * The money rules of the workspace worked in (docs/product.md "Money and taxes"). Before the
 * workspaces are loaded, an amount is written as a plain number with two decimals.
 */
export function useWorkspaceMoney(): WorkspaceMoney {
  const workspace = useActiveWorkspace();
  const language = useLanguage();
  const currency = workspace?.currency;
  const format = useCallback(
    (amount: number) =>
      currency
        ? formatMoney(amount, language, currency)
        : numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount),
    [currency, language],
  );
  return {
    currency,
    digits: currency ? currencyDigits(currency) : 2,
    pricesIncludeTax: workspace?.prices_include_tax ?? false,
    format,
  };
}
