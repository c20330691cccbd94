import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { activeTaxRates, formatTaxPercent, useTaxRates } from "@web/lib/tax-rates";
import { useLanguage } from "@web/i18n/use-language";

/** A tax the select offers besides the workspace's rates: the one a saved line or item has now. */
export interface KeptTaxOption {
  value: string;
  name: string;
  rate: number;
}

/** A tax as the select writes it: its name and its percent in the interface language, "TVA 5,5 % (5,5 %)". */
export function useTaxRateLabel() {
  const { t } = useTranslation();
  const language = useLanguage();
  return ({ name, rate }: { name: string; rate: number }) => t("common.taxRateOption", { name, rate: formatTaxPercent(rate, language) });
}

/**
 * A tax rate to pick: "No tax" (the value "") and the workspace's rates on offer (their ids).
 * The rate chosen now stays among the options even when it is archived, and so does `kept`,
 * the tax a saved line or item has as it was saved. The browser's own select, as the list
 * filters are: it opens the phone's own picker.
 */
export function TaxRateSelect({
  id,
  value,
  onChange,
  kept,
  className,
  ...aria
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  kept?: KeptTaxOption;
  className?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}) {
  const { t } = useTranslation();
  const label = useTaxRateLabel();
  const rates = useTaxRates();
  const offered = activeTaxRates(rates.data?.items);
  const options: KeptTaxOption[] = offered.map((rate) => ({ value: rate.id, name: rate.name, rate: rate.rate }));
  const chosenArchived = rates.data?.items.find((rate) => rate.id === value && rate.archived);
  const current = kept ?? (chosenArchived && { value: chosenArchived.id, name: chosenArchived.name, rate: chosenArchived.rate });
  if (current && !options.some((option) => option.value === current.value)) options.unshift(current);
  // Until the rates arrive, a chosen rate could not be shown: the select waits rather than say "No tax".
  const waiting = rates.isPending && value !== "" && !options.some((option) => option.value === value);

  return (
    <NativeSelect
      id={id}
      className={className}
      value={value}
      disabled={waiting}
      aria-busy={waiting || undefined}
      onChange={(event) => onChange(event.target.value)}
      {...aria}
    >
      <option value="">{t("common.noTax")}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {label(option)}
        </option>
      ))}
    </NativeSelect>
  );
}
