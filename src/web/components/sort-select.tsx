import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";

export interface SortOption<Sort extends string> {
  value: Sort;
  label: string;
}

interface SortSelectProps<Sort extends string> {
  value: Sort;
  options: readonly SortOption<Sort>[];
  onChange: (sort: Sort) => void;
  className?: string;
}

/**
 * "Sort by" for a list: every order the list offers, the ones its column headers give and
 * the ones no column shows (when a client was added); the only way to sort the cards of a phone.
 */
export function SortSelect<Sort extends string>({ value, options, onChange, className = "w-full sm:w-56" }: SortSelectProps<Sort>) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      className={className}
      aria-label={t("sort.label")}
      value={value}
      onChange={(event) => onChange(event.target.value as Sort)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
