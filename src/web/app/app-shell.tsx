import {
  BarChart3Icon,
  BoxesIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  MailIcon,
  MenuIcon,
  SettingsIcon,
  ShoppingCartIcon,
  TrendingUpIcon,
  UsersIcon,
  WalletIcon,
  type LucideIcon,
} from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet } from "react-router";
import { LanguageSwitcher } from "@web/components/language-switcher";
import { Logo } from "@web/components/logo";
import { Button } from "@web/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@web/components/ui/sheet";
import { useSignOut } from "@web/features/auth/use-sign-out";
import { cn } from "@web/lib/cn";

type NavKey = "dashboard" | "clients" | "inventory" | "orders" | "sales" | "pipeline" | "reports" | "connect";

const NAV_ENTRIES: { key: NavKey; to: string; icon: LucideIcon }[] = [
  { key: "dashboard", to: "/dashboard", icon: LayoutDashboardIcon },
  { key: "clients", to: "/clients", icon: UsersIcon },
  { key: "inventory", to: "/inventory", icon: BoxesIcon },
  { key: "orders", to: "/orders", icon: ShoppingCartIcon },
  { key: "sales", to: "/sales", icon: WalletIcon },
  { key: "pipeline", to: "/pipeline", icon: TrendingUpIcon },
  { key: "reports", to: "/reports", icon: BarChart3Icon },
  { key: "connect", to: "/connect", icon: MailIcon },
];

function NavEntries({ layout, onNavigate }: { layout: "bar" | "menu"; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={cn(layout === "bar" ? "flex items-center gap-1" : "flex flex-col gap-1")}>
      {NAV_ENTRIES.map(({ key, to, icon: Icon }) => (
        <li key={key}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent",
                isActive ? "bg-accent text-primary" : "text-muted-foreground",
              )
            }
          >
            <Icon className={cn("size-4", layout === "bar" && "hidden 2xl:block")} aria-hidden="true" />
            {t(`nav.${key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in layout: the navigation bar (a side menu on small screens) above the page. */
export function AppShell() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuNavRef = useRef<HTMLElement>(null);

  return (
    <div className="min-h-dvh bg-muted/40">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-md focus:ring-2 focus:ring-ring"
      >
        {t("app.skipToContent")}
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="xl:hidden" aria-label={t("nav.openMenu")}>
                <MenuIcon className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent
              closeLabel={t("common.close")}
              aria-describedby={undefined}
              onOpenAutoFocus={(event) => {
                // The first entry, not Sign Out: one Enter must never sign the user out.
                event.preventDefault();
                menuNavRef.current?.querySelector("a")?.focus();
              }}
            >
              <SheetTitle className="text-left">
                <Logo to="/dashboard" />
              </SheetTitle>
              <SheetDescription className="sr-only">{t("nav.menu")}</SheetDescription>
              <nav ref={menuNavRef} aria-label={t("nav.mainNavigation")}>
                <NavEntries layout="menu" onNavigate={() => setMenuOpen(false)} />
              </nav>
              <Button asChild variant="ghost" className="mt-auto justify-start">
                <Link to="/settings" onClick={() => setMenuOpen(false)}>
                  <SettingsIcon />
                  {t("nav.settings")}
                </Link>
              </Button>
              <Button variant="outline" onClick={() => void signOut()}>
                <LogOutIcon />
                {t("nav.signOut")}
              </Button>
            </SheetContent>
          </Sheet>
          <Logo to="/dashboard" className="mr-4" />
          <nav aria-label={t("nav.mainNavigation")} className="hidden flex-1 xl:block">
            <NavEntries layout="bar" />
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <Button asChild variant="ghost" size="icon" className="hidden xl:inline-flex">
              <Link to="/settings" aria-label={t("nav.settings")} title={t("nav.settings")}>
                <SettingsIcon className="size-5" />
              </Link>
            </Button>
            <LanguageSwitcher />
            <Button variant="ghost" className="hidden xl:inline-flex" onClick={() => void signOut()}>
              <LogOutIcon />
              {t("nav.signOut")}
            </Button>
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:py-8">
        <Suspense fallback={<p className="text-muted-foreground">{t("app.loading")}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
