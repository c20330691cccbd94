import { LogOutIcon, SettingsIcon } from "lucide-react";
import { useRef, type RefObject } from "react";
import { Link } from "@web/components/link";
import { Logo } from "@web/components/logo";
import { ThemeChoiceButtons } from "@web/components/theme-choice-buttons";
import { Button } from "@web/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@web/components/ui/sheet";
import { useTranslation } from "@web/i18n/i18n";
import { NavEntries } from "./nav-entries";

/**
 * The side menu of small screens. Its code (Radix's dialog, focus trap and scroll lock)
 * loads when it is first opened: wide screens never need it.
 */
export function MobileMenu({
  open,
  onOpenChange,
  openerRef,
  onSignOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the menu, which gets the focus back when it closes. */
  openerRef: RefObject<HTMLButtonElement | null>;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const menuNavRef = useRef<HTMLElement>(null);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t("common.close")}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // The first entry, not Sign Out: one Enter must never sign the user out.
          event.preventDefault();
          menuNavRef.current?.querySelector("a")?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (openerRef.current?.isConnected) openerRef.current.focus();
        }}
      >
        <SheetTitle className="text-left">
          <Logo to="/dashboard" />
        </SheetTitle>
        <SheetDescription className="sr-only">{t("nav.menu")}</SheetDescription>
        <nav ref={menuNavRef} aria-label={t("nav.mainNavigation")}>
          <NavEntries layout="menu" onNavigate={() => onOpenChange(false)} />
        </nav>
        {/* The header has no room for the theme's menu on phones. */}
        <ThemeChoiceButtons className="mt-auto w-full sm:hidden" />
        <Button asChild variant="ghost" className="justify-start sm:mt-auto">
          <Link to="/settings" onClick={() => onOpenChange(false)}>
            <SettingsIcon />
            {t("nav.settings")}
          </Link>
        </Button>
        <Button variant="outline" onClick={onSignOut}>
          <LogOutIcon />
          {t("nav.signOut")}
        </Button>
      </SheetContent>
    </Sheet>
  );
}
