import { SearchIcon } from "lucide-react";
import { Suspense, useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { SCREENS } from "@shared/screens";
import { Button } from "@web/components/ui/button";
import { SEQUENCE_TIMEOUT_MS, shortcutOf, takesKeys } from "@web/features/command-palette/shortcuts";
import { loadTextSection, useTranslation } from "@web/i18n/i18n";
import { NEW_RECORD_PARAM } from "@web/lib/new-record-request";
import { lazyComponent } from "./lazy-component";
import { useSwitchWorkspace } from "./workspace-switcher";

// The palette (cmdk) and the list of shortcuts load, with their texts, when first opened: the
// first screen downloads only this button and the key listener.
const withPaletteTexts = <Module,>(module: Promise<Module>) => Promise.all([module, loadTextSection("palette")]);
const CommandPalette = lazyComponent(
  () => withPaletteTexts(import("@web/features/command-palette/command-palette")),
  ([module]) => module.CommandPalette,
);
const ShortcutsDialog = lazyComponent(
  () => withPaletteTexts(import("@web/features/command-palette/shortcuts-dialog")),
  ([module]) => module.ShortcutsDialog,
);

const onApple = /Mac|iPhone|iPad/.test(navigator.userAgent);
/** The palette's keys as this device's keyboard shows them. */
const PALETTE_KEYS = onApple ? "⌘K" : "Ctrl+K";

/**
 * The search button of the header and the keyboard shortcuts (docs/product.md "Command palette and
 * shortcuts"): Ctrl+K or ⌘K anywhere, and, outside fields, menus and dialogs, `?`, "g" then a
 * section's letter, and "n" on a list.
 */
export function CommandLauncher({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const switchWorkspace = useSwitchWorkspace();
  const [shown, setShown] = useState<"palette" | "shortcuts" | null>(null);
  const [paletteUsed, setPaletteUsed] = useState(false);
  const [shortcutsUsed, setShortcutsUsed] = useState(false);
  const previousKey = useRef<{ key: string; at: number } | undefined>(undefined);
  /** What is typed after Ctrl+K before the palette's search box has the focus: on first use, while its code arrives. */
  const [typedAhead, setTypedAhead] = useState("");

  function show(what: "palette" | "shortcuts") {
    if (what === "palette") {
      setPaletteUsed(true);
      setTypedAhead("");
    } else setShortcutsUsed(true);
    setShown(what);
  }

  /** Letters and Backspace go to what the palette's box will start with; Escape gives up. */
  function keepTypedAhead(event: KeyboardEvent) {
    if (event.key === "Escape") setShown(null);
    else if (event.key === "Backspace") setTypedAhead((typed) => typed.slice(0, -1));
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) setTypedAhead((typed) => typed + event.key);
    else return;
    event.preventDefault();
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const previous =
      previousKey.current && event.timeStamp - previousKey.current.at < SEQUENCE_TIMEOUT_MS ? previousKey.current.key : undefined;
    const shortcut = shortcutOf(event, previous, location.pathname);
    // Ctrl+K works in a field too, but not over another dialog; single keys never while typing.
    const inDialog = event.target instanceof Element && event.target.closest("[role='dialog'], [role='alertdialog']") !== null;
    if (shown === "palette" && !inDialog) return keepTypedAhead(event);
    if (shortcut?.kind === "palette" ? inDialog : takesKeys(event.target) || shown !== null) return;
    previousKey.current = { key: event.key, at: event.timeStamp };
    if (!shortcut) return;
    event.preventDefault();
    previousKey.current = undefined;
    switch (shortcut.kind) {
      case "palette":
        show("palette");
        break;
      case "help":
        show("shortcuts");
        break;
      case "go":
        void navigate(SCREENS.find((screen) => screen.nav === shortcut.section)!.path);
        break;
      case "new": {
        const params = new URLSearchParams(location.search);
        params.set(NEW_RECORD_PARAM, "1");
        void navigate({ pathname: location.pathname, search: `?${params}` });
        break;
      }
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);

  return (
    <>
      <Button
        variant="ghost"
        className="px-2 text-muted-foreground sm:px-3"
        aria-label={t("nav.searchAndCommands", { keys: PALETTE_KEYS })}
        aria-keyshortcuts={onApple ? "Meta+K" : "Control+K"}
        title={t("nav.searchAndCommands", { keys: PALETTE_KEYS })}
        // The palette's code starts loading as the pointer or the focus comes to the button.
        onPointerEnter={() => void CommandPalette.preload()}
        onFocus={() => void CommandPalette.preload()}
        onClick={() => show("palette")}
      >
        <SearchIcon className="size-5" />
        {/* Named where there is room: beside the navigation bar, from 1536 px only. */}
        <span className="hidden md:inline xl:hidden 2xl:inline">{t("nav.search")}</span>
        <kbd className="hidden rounded border bg-muted px-1.5 font-mono text-xs lg:inline xl:hidden 2xl:inline">{PALETTE_KEYS}</kbd>
      </Button>
      {paletteUsed && (
        <Suspense>
          <CommandPalette
            open={shown === "palette"}
            onOpenChange={(open) => setShown(open ? "palette" : null)}
            onSignOut={onSignOut}
            onSwitchWorkspace={(id, name) => void switchWorkspace(id, name)}
            onShowShortcuts={() => show("shortcuts")}
            typedAhead={typedAhead}
          />
        </Suspense>
      )}
      {shortcutsUsed && (
        <Suspense>
          <ShortcutsDialog
            open={shown === "shortcuts"}
            onOpenChange={(open) => setShown(open ? "shortcuts" : null)}
            paletteKeys={PALETTE_KEYS}
          />
        </Suspense>
      )}
    </>
  );
}
