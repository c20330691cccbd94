import { useMemo } from "react";
import { currencyCodes } from "@shared/money/currency";
import { useLanguage } from "@web/i18n/use-language";
import { currencyLabel } from "@web/lib/format";

/**
 * Every currency this browser knows, labelled "Euro (EUR)" in the interface language and sorted
 * by that label; `current`, the one chosen, is among them even if the browser does not know it.
 */
export function useCurrencyOptions(current: string): { code: string; label: string }[] {
  const language = useLanguage();
  return useMemo(() => {
    const collator = new Intl.Collator(language);
    const known = currencyCodes();
    const codes = known.has(current) ? [...known] : [...known, current];
    return codes.map((code) => ({ code, label: currencyLabel(code, language) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [language, current]);
}
