import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from "lucide-react";
import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { Button } from "@web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@web/components/ui/popover";
import { cn } from "@web/lib/cn";

export interface ComboboxOption {
  /** null stands for "none", e.g. No client. */
  value: string | null;
  label: string;
  /** A second line: a company, a price and the stock. */
  description?: ReactNode;
  disabled?: boolean;
}

interface ComboboxProps {
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

/**
 * A picker over many records: a button that opens a search box above the matching
 * options, all keyboard-driven (arrows, Enter, Escape), following the ARIA combobox
 * pattern with a listbox popup.
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
  const [activeIndex, setActiveIndex] = useState(0);
  const enabledIndexes = options.flatMap((option, index) => (option.disabled ? [] : [index]));

  function choose(option: ComboboxOption) {
    if (option.disabled) return;
    onChange(option);
    setOpen(false);
    // The next opening lists everything again, the "none" option too, rather than the last search.
    onSearchChange("");
  }

  function moveActive(step: 1 | -1) {
    if (enabledIndexes.length === 0) return;
    const position = enabledIndexes.indexOf(activeIndex);
    const next = position === -1 ? 0 : (position + step + enabledIndexes.length) % enabledIndexes.length;
    setActiveIndex(enabledIndexes[next]!);
    document.getElementById(`${listId}-${enabledIndexes[next]}`)?.scrollIntoView({ block: "nearest" });
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      moveActive(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
    }
  }

  return (
    <Popover
      open={open}
      onOpenChange={(nextOpen) => {
        setOpen(nextOpen);
        if (nextOpen)
          setActiveIndex(
            Math.max(
              0,
              options.findIndex((option) => option.value === value),
            ),
          );
      }}
    >
      <PopoverTrigger asChild>
        <Button
          id={id}
          ref={ref}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-label={ariaLabel}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          aria-describedby={describedBy}
          title={selectedLabel}
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
      </PopoverTrigger>
      <PopoverContent aria-label={searchLabel}>
        <div className="relative border-b">
          <SearchIcon className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            role="combobox"
            aria-label={searchLabel}
            aria-expanded
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options[activeIndex] ? `${listId}-${activeIndex}` : undefined}
            className="h-10 w-full bg-transparent pl-8 pr-2 text-base outline-none placeholder:text-placeholder md:text-sm"
            placeholder={searchLabel}
            value={search}
            onChange={(event) => {
              onSearchChange(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
        </div>
        <ul id={listId} role="listbox" aria-label={searchLabel} className="max-h-64 overflow-y-auto py-1">
          {options.map((option, index) => (
            <li
              key={option.value ?? "none"}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.value === value}
              aria-disabled={option.disabled || undefined}
              className={cn(
                "flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm",
                index === activeIndex && "bg-accent",
                option.disabled && "cursor-not-allowed opacity-60",
              )}
              onMouseMove={() => !option.disabled && setActiveIndex(index)}
              onClick={() => choose(option)}
            >
              <CheckIcon className={cn("mt-0.5 size-4 shrink-0", option.value === value ? "opacity-100" : "opacity-0")} />
              <span className="min-w-0">
                <span className="block [overflow-wrap:anywhere]">{option.label}</span>
                {option.description && <span className="block text-xs text-muted-foreground">{option.description}</span>}
              </span>
            </li>
          ))}
        </ul>
        {(loading || statusText) && (
          <p role="status" className="px-2 py-2 text-sm text-muted-foreground">
            {statusText}
          </p>
        )}
      </PopoverContent>
    </Popover>
  );
}
