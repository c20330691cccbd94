import { PlusIcon, Trash2Icon } from "lucide-react";
import { NumberInput } from "@web/components/number-input";
import { TaxRateSelect } from "@web/components/tax-rate-select";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { formatInteger } from "@web/lib/format";
import { useWorkspaceMoney } from "@web/lib/money";
import { useTaxRates } from "@web/lib/tax-rates";
import { useLanguage } from "@web/i18n/use-language";
import { ItemPicker } from "./item-picker";
import {
  defaultTaxRateOf,
  KEPT_TAX,
  lineSubtotal,
  liveTotals,
  newLine,
  stockShortage,
  taxChoiceChange,
  taxChoiceOf,
  type EditableLine,
} from "./order-lines";
import { OrderTotalsSummary } from "./order-totals-summary";

interface OrderLinesEditorProps {
  lines: EditableLine[];
  onChange: (lines: EditableLine[]) => void;
  /** Line key → translation key of the line's problem. */
  errors: Record<string, string>;
  /** Whether the line prices include tax: the order's setting, or the workspace's for a new order. */
  pricesIncludeTax: boolean;
}

/**
 * The columns of a line: on phones the item, then quantity, subtotal and remove, then the tax
 * on a row of its own; from 768 px one row with the tax after the quantity; from 1024 px the
 * unit price as well.
 */
const LINE_COLUMNS = "md:grid-cols-[minmax(0,1fr)_6rem_12rem_7rem_2.5rem] lg:grid-cols-[minmax(0,1fr)_6rem_6.5rem_12rem_7rem_2.5rem]";

/**
 * The lines of an order being created or edited: an item, a quantity and a tax rate each, their
 * unit price and subtotal, lines added and removed, and the order's figures as they stand
 * (docs/decisions.md 97).
 */
export function OrderLinesEditor({ lines, onChange, errors, pricesIncludeTax }: OrderLinesEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useWorkspaceMoney();
  const rates = useTaxRates().data?.items;
  const update = (key: string, change: Partial<EditableLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const totals = liveTotals(lines, language, rates, { pricesIncludeTax, currencyDigits: money.digits });

  return (
    <div className="space-y-3">
      {lines.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">{t("orders.lines.empty")}</p>
      ) : (
        <>
          <div className={`hidden gap-2 px-1 text-xs font-medium text-muted-foreground md:grid ${LINE_COLUMNS}`}>
            <span>{t("orders.fields.item")}</span>
            <span>{t("orders.fields.quantity")}</span>
            <span className="hidden text-right lg:block">{t("orders.fields.unitPrice")}</span>
            <span>{t("orders.fields.tax")}</span>
            <span className="text-right">{t("orders.fields.subtotal")}</span>
          </div>
          <ol className="space-y-3 md:space-y-2">
            {lines.map((line, index) => {
              const number = index + 1;
              const error = errors[line.key];
              const errorId = `order-line-${line.key}-error`;
              const subtotal = lineSubtotal(line, language);
              const shortage = stockShortage(line, language);
              const warningId = `order-line-${line.key}-stock`;
              const describedBy =
                [error ? errorId : undefined, shortage === undefined ? undefined : warningId].filter(Boolean).join(" ") || undefined;
              const taxChoice = taxChoiceOf(line, rates);
              return (
                <li
                  key={line.key}
                  data-line-key={line.key}
                  className={`grid grid-cols-[6rem_minmax(0,1fr)_auto] items-center gap-2 rounded-md border p-2 md:border-0 md:p-0 ${LINE_COLUMNS}`}
                >
                  <div className="col-span-3 min-w-0 md:col-span-1">
                    <ItemPicker
                      label={t("orders.lines.itemOfLine", { number })}
                      value={line.item}
                      onChange={(item) => update(line.key, { item, taxRateId: defaultTaxRateOf(item, rates) })}
                      invalid={error === "validation.chooseItem"}
                      describedBy={error ? errorId : undefined}
                    />
                  </div>
                  <NumberInput
                    kind="integer"
                    step={1}
                    min={1}
                    aria-label={t("orders.lines.quantityOfLine", { number })}
                    aria-invalid={error && error !== "validation.chooseItem" ? true : undefined}
                    aria-describedby={describedBy}
                    className="w-full"
                    value={line.quantity}
                    onChange={(quantity) => update(line.key, { quantity })}
                  />
                  <span className="hidden text-right text-sm tabular-nums text-muted-foreground lg:block">
                    {line.item ? money.format(line.item.unit_price) : t("common.empty")}
                  </span>
                  <TaxRateSelect
                    aria-label={t("orders.lines.taxOfLine", { number })}
                    className="order-1 col-span-3 min-w-0 md:order-none md:col-span-1"
                    value={taxChoice}
                    kept={
                      taxChoice === KEPT_TAX && line.savedTax
                        ? { value: KEPT_TAX, name: line.savedTax.name, rate: line.savedTax.rate }
                        : undefined
                    }
                    onChange={(choice) => update(line.key, taxChoiceChange(choice))}
                  />
                  <span className="text-right text-sm font-medium tabular-nums [overflow-wrap:anywhere]" data-testid="line-subtotal">
                    {subtotal === undefined ? t("common.empty") : money.format(subtotal)}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="justify-self-end text-destructive hover:text-destructive"
                    aria-label={t("orders.lines.remove", { number })}
                    onClick={() => onChange(lines.filter((candidate) => candidate.key !== line.key))}
                  >
                    <Trash2Icon />
                  </Button>
                  {error && (
                    <p id={errorId} className="order-2 col-span-3 text-sm text-destructive md:order-none md:col-span-5 lg:col-span-6">
                      {t(error as "validation.invalid")}
                    </p>
                  )}
                  {shortage !== undefined && (
                    <p
                      id={warningId}
                      className="order-2 col-span-3 text-sm text-amber-800 dark:text-amber-300 md:order-none md:col-span-5 lg:col-span-6"
                      data-testid="stock-warning"
                    >
                      {t("orders.lines.moreThanStock", { stock: formatInteger(shortage, language) })}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => onChange([...lines, newLine()])}>
          <PlusIcon />
          {t("orders.lines.add")}
        </Button>
        <OrderTotalsSummary
          className="w-full sm:w-auto sm:min-w-72"
          totals={totals}
          pricesIncludeTax={pricesIncludeTax}
          totalTestId="running-total"
        />
      </div>
    </div>
  );
}
