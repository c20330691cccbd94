import { PlusIcon, Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NumberInput } from "@web/components/number-input";
import { Button } from "@web/components/ui/button";
import { formatInteger, formatMoney } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { ItemPicker } from "./item-picker";
import { lineSubtotal, linesTotal, newLine, stockShortage, type EditableLine } from "./order-lines";

interface OrderLinesEditorProps {
  lines: EditableLine[];
  onChange: (lines: EditableLine[]) => void;
  /** Line key → translation key of the line's problem. */
  errors: Record<string, string>;
}

/**
 * The lines of an order being created or edited: an item and a quantity each, their
 * unit price and subtotal, lines added and removed, and the running total.
 */
export function OrderLinesEditor({ lines, onChange, errors }: OrderLinesEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const update = (key: string, change: Partial<EditableLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));

  return (
    <div className="space-y-3">
      {lines.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">{t("orders.lines.empty")}</p>
      ) : (
        <>
          <div className="hidden grid-cols-[1fr_6rem_7rem_7rem_2.5rem] gap-2 px-1 text-xs font-medium text-muted-foreground md:grid">
            <span>{t("orders.fields.item")}</span>
            <span>{t("orders.fields.quantity")}</span>
            <span className="text-right">{t("orders.fields.unitPrice")}</span>
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
              return (
                <li
                  key={line.key}
                  data-line-key={line.key}
                  className="grid grid-cols-[6rem_1fr_auto] items-center gap-2 rounded-md border p-2 md:grid-cols-[1fr_6rem_7rem_7rem_2.5rem] md:border-0 md:p-0"
                >
                  <div className="col-span-3 md:col-span-1">
                    <ItemPicker
                      label={t("orders.lines.itemOfLine", { number })}
                      value={line.item}
                      onChange={(item) => update(line.key, { item })}
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
                  <span className="hidden text-right text-sm tabular-nums text-muted-foreground md:block">
                    {line.item ? formatMoney(line.item.unit_price, language) : t("common.empty")}
                  </span>
                  <span className="text-right text-sm font-medium tabular-nums" data-testid="line-subtotal">
                    {subtotal === undefined ? t("common.empty") : formatMoney(subtotal, language)}
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
                    <p id={errorId} className="col-span-3 text-sm text-destructive md:col-span-5">
                      {t(error as "validation.invalid")}
                    </p>
                  )}
                  {shortage !== undefined && (
                    <p id={warningId} className="col-span-3 text-sm text-amber-800 md:col-span-5" data-testid="stock-warning">
                      {t("orders.lines.moreThanStock", { stock: formatInteger(shortage, language) })}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...lines, newLine()])}>
          <PlusIcon />
          {t("orders.lines.add")}
        </Button>
        <p className="text-sm">
          <span className="mr-2 text-muted-foreground">{t("orders.lines.total")}</span>
          <span className="font-semibold tabular-nums" data-testid="running-total">
            {formatMoney(linesTotal(lines, language), language)}
          </span>
        </p>
      </div>
    </div>
  );
}
