import { CloudOffIcon, LogOutIcon, MenuIcon, SettingsIcon } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { Outlet } from "react-router";
import { LanguageSwitcher } from "@web/components/language-switcher";
import { ThemeSwitcher } from "@web/components/theme-switcher";
import { Link } from "@web/components/link";
import { Logo } from "@web/components/logo";
import { Button, ChangesOffContext } from "@web/components/ui/button";
import { WARNING_COLOURS } from "@web/components/warning-colours";
import { useSignOut } from "@web/features/auth/use-sign-out";
import { useTranslation } from "@web/i18n/i18n";
import { useSession } from "@web/lib/auth/session";
import { useLiveUpdates } from "@web/lib/live-updates/use-live-updates";
import { dialogOnDemand } from "@web/lib/on-demand";
import type { FirstData } from "@web/lib/first-data";
import { useOnline } from "@web/lib/online";
import { workspacesQueryOptions } from "@web/lib/workspaces";
import { CommandLauncher } from "./command-launcher";
import { NavEntries } from "./nav-entries";
import { useServiceWorker } from "./use-service-worker";
import { WorkspaceSwitcher } from "./workspace-switcher";

const MobileMenu = dialogOnDemand(() => import("./mobile-menu").then((module) => module.MobileMenu));

/** What the shell shows first (src/web/lib/first-data.ts): the workspaces, in the header's switcher. */
export const shellFirstData: FirstData = (queryClient) => queryClient.prefetchQuery(workspacesQueryOptions);

/** The signed-in layout: the navigation bar (a side menu on small screens) above the page, kept live. */
export function AppShell() {
  const { t } = useTranslation();
  useLiveUpdates(useSession().data?.user.id);
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useServiceWorker();
  const online = useOnline();

  return (
    <ChangesOffContext value={online ? null : t("offline.changesOff")}>
      <div className="min-h-dvh bg-muted/40">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-md focus:ring-2 focus:ring-ring"
        >
          {t("app.skipToContent")}
        </a>
        <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
            <Button
              ref={menuButtonRef}
              variant="ghost"
              size="icon"
              className="xl:hidden"
              aria-label={t("nav.openMenu")}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon className="size-5" />
            </Button>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} openerRef={menuButtonRef} onSignOut={() => void signOut()} />
            <Logo to="/dashboard" className="mr-2 shrink-0 xl:mr-4" />
            <nav aria-label={t("nav.mainNavigation")} className="hidden flex-1 xl:block">
              <NavEntries layout="bar" />
            </nav>
            <div className="ml-auto flex min-w-0 items-center gap-1">
              <CommandLauncher onSignOut={() => void signOut()} />
              <WorkspaceSwitcher />
              <Button asChild variant="ghost" size="icon" className="hidden xl:inline-flex">
                <Link to="/settings" aria-label={t("nav.settings")} title={t("nav.settings")}>
                  <SettingsIcon className="size-5" />
                </Link>
              </Button>
              <LanguageSwitcher />
              {/* On phones, in the side menu: the workspace's name needs the room. */}
              <ThemeSwitcher className="hidden sm:block" />
              {/* Named beside the icon from 1536 px; narrower, the navigation's names need the room. */}
              <Button
                variant="ghost"
                className="hidden xl:inline-flex"
                aria-label={t("nav.signOut")}
                title={t("nav.signOut")}
                onClick={() => void signOut()}
              >
                <LogOutIcon />
                <span className="hidden 2xl:inline">{t("nav.signOut")}</span>
              </Button>
            </div>
          </div>
        </header>
        {!online && (
          <p role="status" className={`border-b ${WARNING_COLOURS}`}>
            <span className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm">
              <CloudOffIcon className="size-4 shrink-0" aria-hidden="true" />
              {t("offline.banner")}
            </span>
          </p>
        )}
        <main id="main-content" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:py-8">
          <Suspense fallback={<p className="text-muted-foreground">{t("app.loading")}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </ChangesOffContext>
  );
}
