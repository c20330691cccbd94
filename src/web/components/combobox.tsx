import { ChevronsUpDownIcon } from "lucide-react";
import { useId, useRef, useState, type ReactNode, type Ref } from "react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { onDemand, useOnDemand } from "@web/lib/on-demand";

export interface ComboboxOption {
  /** null stands for "none", e.g. No client. */
  value: string | null;
  label: string;
  /** A second line: a company, a price and the stock. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface ComboboxProps {
  id?: string;
  /** The chosen option's label, shown on the button; the option may not be among the results. */
  selectedLabel: string | undefined;
  value: string | null;
  placeholder: string;
  /** The options matching `search`, fetched by the caller (from thousands of records, a page at a time). */
  options: ComboboxOption[];
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel: string;
  loading: boolean;
  /** Loading, no matches, or an empty collection with the way to fill it (a link). */
  statusText: ReactNode | undefined;
  onChange: (option: ComboboxOption) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
  ariaLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The search box and its options, with the popover that places them: loaded on first use. */
const popupCode = onDemand(() => import("./combobox-popup"));

/**
 * A picker over many records: a button that opens a search box above the matching
 * options, all keyboard-driven (arrows, Enter, Escape), following the ARIA combobox
 * pattern with a listbox popup. The popup's code (and the popover library's) is fetched when the
 * pointer or the focus first reaches the button, so that a screen with a picker does not
 * download it up front (decision 144).
 */
export function Combobox({
  id,
  selectedLabel,
  value,
  placeholder,
  options,
  search,
  onSearchChange,
  searchLabel,
  loading,
  statusText,
  onChange,
  invalid,
  disabled,
  describedBy,
  ariaLabel,
  ref,
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const ComboboxPopup = useOnDemand(popupCode, open)?.ComboboxPopup;
  const button = useRef<HTMLButtonElement | null>(null);

  function close() {
    setOpen(false);
    // The next opening lists everything again, the "none" option too, rather than the last search.
    onSearchChange("");
  }

  return (
    <>
      <Button
        id={id}
        ref={(element) => {
          button.current = element;
          if (typeof ref === "function") ref(element);
          else if (ref) ref.current = element;
        }}
        type="button"
        variant="outline"
        role="combobox"
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={open ? listId : undefined}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        aria-describedby={describedBy}
        title={selectedLabel}
        onPointerEnter={() => void popupCode.load()}
        onFocus={() => void popupCode.load()}
        onClick={() => (open ? close() : setOpen(true))}
        className="group h-auto min-h-10 w-full min-w-0 justify-between text-left font-normal aria-invalid:border-destructive"
      >
        {/* A chosen name is cut with an ellipsis and shown whole in the tooltip and while focused
            from the keyboard; a placeholder is a sentence ("No clients available…") and wraps. */}
        <span
          className={cn(
            "w-0 flex-1",
            selectedLabel === undefined
              ? "whitespace-normal text-muted-foreground"
              : "truncate group-focus-visible:whitespace-normal group-focus-visible:[overflow-wrap:anywhere]",
          )}
        >
          {selectedLabel ?? placeholder}
        </span>
        <ChevronsUpDownIcon className="opacity-50" />
      </Button>
      {open && ComboboxPopup && (
        <ComboboxPopup
          anchor={button}
          listId={listId}
          value={value}
          options={options}
          search={search}
          onSearchChange={onSearchChange}
          searchLabel={searchLabel}
          loading={loading}
          statusText={statusText}
          onChoose={(option) => {
            onChange(option);
            close();
          }}
          onClose={close}
        />
      )}
    </>
  );
}
