import { useLayoutEffect, useRef, useState, type ComponentProps, type Ref } from "react";
import { Input } from "@web/components/ui/input";
import { formatLocalizedNumber, parseLocalizedNumber, type NumberKind } from "@web/lib/localized-number";
import { useLanguage } from "@web/i18n/use-language";

type NumberInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type" | "ref" | "min" | "step"> & {
  kind: NumberKind;
  /** For money: the currency's minor unit, 0 for JPY (docs/decisions.md 96); 2 when not given. */
  currencyDigits?: number;
  /** The arrow keys move the value by `step`, never below `min`. */
  step: number;
  min: number;
  /** The text as typed; forms parse it with `localizedNumberField`. */
  value: string;
  onChange: (text: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The one input for money and quantities in every form. It takes the interface
 * language's decimal separator (and the English point), shows the value grouped
 * ("1 234,50") when not being edited and as typed ("1234,50") while it is, and
 * selects its content on focus so that a default 0 is replaced by what is typed.
 * Like a number input, it is a spin button: the arrow keys step the value.
 */
export function NumberInput({
  kind,
  currencyDigits,
  step,
  min,
  value,
  onChange,
  onFocus,
  onBlur,
  onMouseUp,
  onKeyDown,
  ref,
  ...props
}: NumberInputProps) {
  const language = useLanguage();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [editing, setEditing] = useState(false);
  const selectAfterFocus = useRef(false);
  const keepSelectionOnMouseUp = useRef(false);

  const parsed = parseLocalizedNumber(value, language, kind, { currencyDigits });
  const asTyped = (number: number) => formatLocalizedNumber(number, language, kind, { grouped: false, currencyDigits });
  const shown = !editing && parsed.ok ? formatLocalizedNumber(parsed.value, language, kind, { grouped: true, currencyDigits }) : value;

  function stepBy(direction: 1 | -1) {
    const current = parsed.ok ? parsed.value : min;
    // In hundredths, so that 0.1 + 0.2 steps land on 0.3.
    const next = Math.max(min, Math.round((current + direction * step) * 100) / 100);
    onChange(asTyped(next));
  }

  // Selecting has to wait until the ungrouped text is in the input, or the selection is lost.
  useLayoutEffect(() => {
    if (editing && selectAfterFocus.current) {
      selectAfterFocus.current = false;
      inputRef.current?.select();
    }
  }, [editing]);

  return (
    <Input
      {...props}
      ref={(element) => {
        inputRef.current = element;
        if (typeof ref === "function") ref(element);
        else if (ref) ref.current = element;
      }}
      type="text"
      role="spinbutton"
      aria-valuemin={min}
      aria-valuenow={parsed.ok ? parsed.value : undefined}
      inputMode={kind === "integer" || (kind === "money" && currencyDigits === 0) ? "numeric" : "decimal"}
      autoComplete="off"
      spellCheck={false}
      value={shown}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "ArrowUp" || event.key === "ArrowDown") {
          event.preventDefault();
          stepBy(event.key === "ArrowUp" ? 1 : -1);
        }
        onKeyDown?.(event);
      }}
      onFocus={(event) => {
        selectAfterFocus.current = true;
        keepSelectionOnMouseUp.current = true;
        setEditing(true);
        if (parsed.ok) onChange(asTyped(parsed.value));
        onFocus?.(event);
      }}
      onMouseUp={(event) => {
        // A click's mouseup would otherwise put the caret where the click was, undoing the selection.
        if (keepSelectionOnMouseUp.current) event.preventDefault();
        keepSelectionOnMouseUp.current = false;
        onMouseUp?.(event);
      }}
      onBlur={(event) => {
        setEditing(false);
        if (parsed.ok) onChange(asTyped(parsed.value));
        onBlur?.(event);
      }}
    />
  );
}
