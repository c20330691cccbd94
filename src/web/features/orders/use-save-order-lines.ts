import { useState } from "react";
import type { OrderDetail } from "@shared/orders/order.schema";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { orderErrorMessage } from "./order-errors";
import { linesForSave, type EditableLine, type LinesForSave } from "./order-lines";

/** The toasts of one way of saving lines (orders.toasts.*): with no line, once saved (naming the order), on a refusal. */
export interface SaveOrderLinesTexts {
  empty: "noItemsSelected" | "noItemsInOrder";
  saved: "created" | "updated";
  failed: "createFailed" | "updateFailed";
  /** The order's number when it has one already, for the refusal's toast. */
  number?: number;
}

/**
 * How an order's lines are saved, by the create dialog and the order page alike: none is a
 * notice; each line is checked as the interface language writes numbers, and its error shown
 * beside it; then `send` gets the checked lines and answers the saved order, and a toast says
 * how it went, with the order's number (the server's refusal in words: order-errors.ts). `save`
 * resolves to whether the lines were saved.
 */
export function useSaveOrderLines(texts: SaveOrderLinesTexts) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save(
    lines: EditableLine[],
    send: (checked: LinesForSave["lines"]) => Promise<Pick<OrderDetail, "number">>,
  ): Promise<boolean> {
    if (lines.length === 0) {
      toast.error(t(`orders.toasts.${texts.empty}`), { duration: TOAST_DURATION.notice });
      return false;
    }
    const checked = linesForSave(lines, language);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return false;
    try {
      const saved = await send(checked.lines);
      toast.success(t(`orders.toasts.${texts.saved}`, { number: t("orders.number", { number: saved.number }) }));
      return true;
    } catch (error) {
      const number = texts.number === undefined ? "" : t("orders.number", { number: texts.number });
      toast.error(t(`orders.toasts.${texts.failed}`, { number }), {
        description: orderErrorMessage(error, t, language),
        duration: TOAST_DURATION.error,
      });
      return false;
    }
  }

  return { errors, clearErrors: () => setErrors({}), save };
}
