import { useId, useState } from "react";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { dateTimeFormat } from "@web/lib/intl-formats";
import { formatLocalizedDate, parseLocalizedDate } from "@web/lib/localized-date";
import {
  checkCustomDays,
  dateOfDay,
  type ChosenPeriod,
  type CustomDaysError,
  type DaySpan,
  type OfferedPeriod,
  type PeriodOptions,
} from "@web/lib/period-from-url";

/** The day the date fields' placeholders write as an example, in the interface language's order. */
const EXAMPLE_DAY = new Date(2026, 11, 25);

interface PeriodPickerProps {
  options: PeriodOptions;
  chosen: ChosenPeriod;
  onChoose: (period: OfferedPeriod, customDays?: DaySpan) => void;
}

/**
 * The period a screen of figures covers: a select of the periods it offers, the days the period
 * covers written beside it, and for a custom range "From" and "To" fields typed as the language
 * writes dates, both days included (the orders list's fields). A custom range reaches the address
 * once both days are valid, in order and at most five years apart; until then the screen keeps
 * the last period, and the fields say what is wrong.
 */
export function PeriodPicker({ options, chosen, onChoose }: PeriodPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const errorId = `${id}-error`;
  const shown = (days: DaySpan) => ({
    from: formatLocalizedDate(dateOfDay(days.first), language),
    to: formatLocalizedDate(dateOfDay(days.last), language),
  });
  const [typed, setTyped] = useState(() => shown(chosen.days));
  const [error, setError] = useState<CustomDaysError | null>(null);
  const example = formatLocalizedDate(EXAMPLE_DAY, language);
  const readTyped = (fields: typeof typed) =>
    checkCustomDays(parseLocalizedDate(fields.from, language) ?? null, parseLocalizedDate(fields.to, language) ?? null);

  // The address changed (Back, a link, the select) or the language did: the fields show the
  // period's days, unless the user's own typing already says them ("1/11" for "01/11").
  const [seen, setSeen] = useState({ days: chosen.days, language });
  if (seen.days.first !== chosen.days.first || seen.days.last !== chosen.days.last || seen.language !== language) {
    setSeen({ days: chosen.days, language });
    const typedDays = readTyped(typed);
    const saysThem =
      seen.language === language &&
      "days" in typedDays &&
      typedDays.days.first === chosen.days.first &&
      typedDays.days.last === chosen.days.last;
    if (!saysThem) {
      setTyped(shown(chosen.days));
      setError(null);
    }
  }

  function type(next: typeof typed) {
    setTyped(next);
    const read = readTyped(next);
    if ("error" in read) return setError(read.error);
    setError(null);
    onChoose("custom", read.days);
  }

  const invalid = (end: "from" | "to") =>
    error === "reversed" || error === "tooLong" || error === `${end}Invalid` ? { "aria-invalid": true, "aria-describedby": errorId } : {};

  return (
    <div className="mb-6 space-y-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <NativeSelect
          className="w-full sm:w-56"
          aria-label={t("period.label")}
          value={chosen.period}
          onChange={(event) => {
            setError(null);
            // A custom range starts as the period shown, for the user to change.
            onChoose(event.target.value as OfferedPeriod, chosen.days);
          }}
        >
          {options.periods.map((period) => (
            <option key={period} value={period}>
              {t(`orders.period.${period}`)}
            </option>
          ))}
        </NativeSelect>
        <p className="text-sm text-muted-foreground">
          {dateTimeFormat(language, { dateStyle: "medium" }).formatRange(dateOfDay(chosen.days.first), dateOfDay(chosen.days.last))}
        </p>
      </div>
      {chosen.period === "custom" && (
        <div className="grid gap-2 sm:grid-cols-2 lg:w-1/2">
          {(["from", "to"] as const).map((end) => (
            <div key={end} className="space-y-1.5">
              <Label htmlFor={`${id}-${end}`}>{t(`orders.range.${end}`)}</Label>
              <Input
                id={`${id}-${end}`}
                autoComplete="off"
                placeholder={t("orders.range.placeholder", { example })}
                value={typed[end]}
                onChange={(event) => type({ ...typed, [end]: event.target.value })}
                {...invalid(end)}
              />
            </div>
          ))}
        </div>
      )}
      {chosen.period === "custom" && error && (
        <p id={errorId} className="text-sm text-destructive" role="status">
          {error === "tooLong" ? t("period.tooLong") : t(`orders.range.${error}`, { example })}
        </p>
      )}
    </div>
  );
}
