import { CheckIcon } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { buttonVariants } from "@web/components/ui/button-variants";

export interface MenuEntry {
  key: string;
  label: ReactNode;
  /** A choice among several (a language, a workspace): checked or not. Left out: an action. */
  checked?: boolean;
  /** The entry's language, when it is written in one of its own (a language's native name). */
  lang?: string;
  /** A line above the entry, setting it apart from those before. */
  separated?: boolean;
  onSelect: () => void;
}

interface MenuButtonProps {
  /** The button's accessible name ("Choose language"). */
  label: string;
  /** What the button shows: an icon, a name. */
  children: ReactNode;
  /** The heading above the entries, which names the menu. */
  heading: string;
  entries: readonly MenuEntry[];
  /** An icon button (the default), or one as wide as what it shows. */
  wide?: boolean;
  "data-testid"?: string;
}

/**
 * A button that opens a menu (WAI-ARIA menu button): the menu opens on the checked entry, else
 * the first; the arrow keys, Home and End move; Enter or Space chooses; Escape closes and Tab
 * leaves. It is written here rather than with Radix's dropdown menu, whose positioning and
 * layering code would have been a quarter of the landing page's JavaScript.
 */
export function MenuButton({ label, children, heading, entries, wide, "data-testid": testId }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);

  const focusItem = (index: number) => itemRefs.current[(index + entries.length) % entries.length]?.focus();

  // Reads the entries when the menu opens, and only then: choosing one closes the menu anyway.
  const focusCheckedItem = useEffectEvent(() =>
    focusItem(
      Math.max(
        0,
        entries.findIndex((entry) => entry.checked),
      ),
    ),
  );

  useEffect(() => {
    if (!open) return;
    focusCheckedItem();
    // A press anywhere else closes the menu.
    const closeOnPressOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnPressOutside);
    return () => document.removeEventListener("pointerdown", closeOnPressOutside);
  }, [open]);

  function close() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  function choose(entry: MenuEntry) {
    close();
    entry.onSelect();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case "ArrowDown":
        focusItem(index + 1);
        break;
      case "ArrowUp":
        focusItem(index - 1);
        break;
      case "Home":
        focusItem(0);
        break;
      case "End":
        focusItem(entries.length - 1);
        break;
      case "Enter":
      case " ":
        if (index >= 0) choose(entries[index]!);
        break;
      case "Escape":
        close();
        break;
      case "Tab":
        setOpen(false);
        return; // focus moves on as usual
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div ref={rootRef} className="relative min-w-0">
      <button
        ref={triggerRef}
        type="button"
        className={`${buttonVariants({ variant: "ghost", size: wide ? "default" : "icon" })}${wide ? " max-w-full px-2 sm:px-3" : ""}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-testid={testId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open && (
        <div className="absolute right-0 top-full z-50 mt-1 w-max min-w-40 max-w-[min(20rem,calc(100vw-2rem))] rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
          <p id={`${id}-label`} className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
            {heading}
          </p>
          <div id={`${id}-menu`} role="menu" aria-labelledby={`${id}-label`} onKeyDown={onMenuKeyDown}>
            {entries.map((entry, index) => [
              entry.separated && <div key={`${entry.key}-separator`} role="separator" className="-mx-1 my-1 h-px bg-border" />,
              <div
                key={entry.key}
                ref={(item) => {
                  itemRefs.current[index] = item;
                }}
                role={entry.checked === undefined ? "menuitem" : "menuitemradio"}
                aria-checked={entry.checked}
                tabIndex={-1}
                lang={entry.lang}
                className="relative flex cursor-default select-none items-center justify-between gap-4 rounded-sm px-2 py-1.5 text-sm outline-none focus:bg-accent aria-checked:bg-primary/10 aria-checked:font-semibold aria-checked:text-foreground"
                onPointerMove={(event) => event.currentTarget.focus()}
                onClick={() => choose(entry)}
              >
                {entry.label}
                {entry.checked && <CheckIcon className="size-4 shrink-0" />}
              </div>,
            ])}
          </div>
        </div>
      )}
    </div>
  );
}
