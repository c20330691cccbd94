import { CheckIcon, SearchIcon } from "lucide-react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { ComboboxOption, ComboboxProps } from "@web/components/combobox";
import { PopoverContent } from "@web/components/ui/popover";
import { cn } from "@web/lib/cn";

interface ComboboxPopupProps extends Pick<
  ComboboxProps,
  "value" | "options" | "search" | "onSearchChange" | "searchLabel" | "loading" | "statusText"
> {
  /** The combobox's button: the popup is placed below it, as wide, and gives the focus back to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  /** The id of the options' list, which the button names as what it controls. */
  listId: string;
  onChoose: (option: ComboboxOption) => void;
  onClose: () => void;
}

/** The open part of a Combobox: a search box above the matching options (combobox.tsx). */
export function ComboboxPopup({
  anchor,
  listId,
  value,
  options,
  search,
  onSearchChange,
  searchLabel,
  loading,
  statusText,
  onChoose,
  onClose,
}: ComboboxPopupProps) {
  const [activeIndex, setActiveIndex] = useState(() =>
    Math.max(
      0,
      options.findIndex((option) => option.value === value),
    ),
  );
  /** A click elsewhere closes the popup and leaves the focus where it went. */
  const interactedOutside = useRef(false);
  const enabledIndexes = options.flatMap((option, index) => (option.disabled ? [] : [index]));

  function choose(option: ComboboxOption) {
    if (!option.disabled) onChoose(option);
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
    <PopoverPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <PopoverPrimitive.Anchor virtualRef={anchor} />
      <PopoverContent
        aria-label={searchLabel}
        onInteractOutside={(event) => {
          // The button toggles the popup itself: a press on it is not a click elsewhere.
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          else interactedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!interactedOutside.current) anchor.current?.focus();
        }}
      >
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
    </PopoverPrimitive.Root>
  );
}
