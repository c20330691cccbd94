import { CheckIcon, LanguagesIcon } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "@shared/languages";
import { buttonVariants } from "@web/components/ui/button-variants";
import { useLanguage } from "@web/i18n/use-language";

/**
 * The five interface languages by native name, as a menu button (WAI-ARIA): the menu
 * opens on the current language; the arrow keys, Home and End move; Enter or Space
 * chooses; Escape closes and Tab leaves. It is written here rather than with Radix's
 * dropdown menu, whose positioning and layering code would have been a quarter of the
 * landing page's JavaScript. The choice is cached by the language detector.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);

  const focusItem = (index: number) => itemRefs.current[(index + LANGUAGES.length) % LANGUAGES.length]?.focus();

  // Reads the language when the menu opens, and only then: choosing one closes the menu anyway.
  const focusCurrentItem = useEffectEvent(() =>
    focusItem(
      Math.max(
        0,
        LANGUAGES.findIndex((language) => language.code === current),
      ),
    ),
  );

  useEffect(() => {
    if (!open) return;
    focusCurrentItem();
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

  function choose(code: string) {
    void i18n.changeLanguage(code);
    close();
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
        focusItem(LANGUAGES.length - 1);
        break;
      case "Enter":
      case " ":
        if (index >= 0) choose(LANGUAGES[index]!.code);
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
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label={t("language.choose")}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-testid="language-switcher"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <LanguagesIcon className="size-5" />
      </button>
      {open && (
        <div className="absolute right-0 top-full z-50 mt-1 min-w-40 rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
          <p id={`${id}-label`} className="px-2 py-1.5 text-xs font-semibold text-muted-foreground">
            {t("language.label")}
          </p>
          <div id={`${id}-menu`} role="menu" aria-labelledby={`${id}-label`} onKeyDown={onMenuKeyDown}>
            {LANGUAGES.map((language, index) => {
              const checked = language.code === current;
              return (
                <div
                  key={language.code}
                  ref={(item) => {
                    itemRefs.current[index] = item;
                  }}
                  role="menuitemradio"
                  aria-checked={checked}
                  tabIndex={-1}
                  lang={language.code}
                  className="relative flex cursor-default select-none items-center justify-between gap-4 rounded-sm px-2 py-1.5 text-sm outline-none focus:bg-accent aria-checked:bg-primary/10 aria-checked:font-semibold aria-checked:text-foreground"
                  onPointerMove={(event) => event.currentTarget.focus()}
                  onClick={() => choose(language.code)}
                >
                  {language.nativeName}
                  {checked && <CheckIcon className="size-4" />}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
