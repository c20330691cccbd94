import { createOrderSchema } from "@shared/orders/order.schema";
import { parseLocalizedNumber } from "@web/lib/localized-number";

/** The item a line is for, as the picker or the saved order describes it. */
export interface LineItem {
  /** null: the item has been deleted since the line was saved; the line keeps its name and price. */
  id: string | null;
  name: string;
  unit_price: number;
  /** Units in stock, when known (shown by the picker). */
  stock?: number;
}

/** A line being edited in the create dialog or on the detail page. */
export interface EditableLine {
  /** Identifies the row on screen, saved or not. */
  key: string;
  /** The saved line's id; absent on a new line. */
  id?: string;
  item: LineItem | null;
  /** As typed, in the interface language. */
  quantity: string;
}

/** A new line: no item yet, quantity 1. */
export function newLine(): EditableLine {
  return { key: crypto.randomUUID(), item: null, quantity: "1" };
}

/** Save is disabled with no lines, or when a line has no item (docs/product.md "Orders"). */
export function canSaveLines(lines: EditableLine[]): boolean {
  return lines.length > 0 && lines.every((line) => line.item !== null);
}

const lineQuantityRules = createOrderSchema.shape.lines.element.shape.quantity;

/** The quantity of a line, or the translation key of what is wrong with it. */
export function lineQuantity(line: EditableLine, language: string): { ok: true; value: number } | { ok: false; error: string } {
  const parsed = parseLocalizedNumber(line.quantity, language, "integer");
  if (!parsed.ok) {
    const messages = {
      required: "validation.quantityRequired",
      notANumber: "validation.notANumber",
      ambiguous: "validation.ambiguousNumber",
    };
    return { ok: false, error: messages[parsed.error] };
  }
  const checked = lineQuantityRules.safeParse(parsed.value);
  return checked.success ? { ok: true, value: checked.data } : { ok: false, error: checked.error.issues[0]!.message };
}

/** Price × quantity in cents, so that 3 × 19.99 is 59.97 and not 59.970000000000006. */
export function lineSubtotal(line: EditableLine, language: string): number | undefined {
  const quantity = lineQuantity(line, language);
  if (!line.item || !quantity.ok) return undefined;
  return (Math.round(line.item.unit_price * 100) * quantity.value) / 100;
}

/** The running total of the lines that can be counted; the server's total is the one saved. */
export function linesTotal(lines: EditableLine[], language: string): number {
  const cents = lines.reduce((sum, line) => sum + Math.round((lineSubtotal(line, language) ?? 0) * 100), 0);
  return cents / 100;
}

export interface LinesForSave {
  lines: { id?: string; inventory_item_id: string | null; quantity: number }[];
  /** Line key → translation key of its problem. */
  errors: Record<string, string>;
}

/** The lines as the API takes them, with every line's problem when some cannot be saved. */
export function linesForSave(lines: EditableLine[], language: string): LinesForSave {
  const errors: Record<string, string> = {};
  const saved: LinesForSave["lines"] = [];
  for (const line of lines) {
    const quantity = lineQuantity(line, language);
    if (!line.item) errors[line.key] = "validation.chooseItem";
    else if (!quantity.ok) errors[line.key] = quantity.error;
    else saved.push({ ...(line.id ? { id: line.id } : {}), inventory_item_id: line.item.id, quantity: quantity.value });
  }
  return { lines: saved, errors };
}

/**
 * The stock available when a line asks for more than it, else undefined. Only a warning: a created
 * order holds no stock, and the server refuses a status that takes out more than there is.
 */
export function stockShortage(line: EditableLine, language: string): number | undefined {
  const stock = line.item?.stock;
  const quantity = lineQuantity(line, language);
  if (stock === undefined || !quantity.ok || quantity.value <= stock) return undefined;
  return stock;
}
