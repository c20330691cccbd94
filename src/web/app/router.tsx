import { Suspense, type ComponentType } from "react";
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from "react-router";
import { SCREENS, type Screen, type ScreenAccess, type ScreenModule } from "@shared/screens";
import { FullPageLoading } from "@web/components/full-page-loading";
import { LandingPage } from "@web/features/landing/landing-page";
import { NotFoundPage } from "@web/features/not-found/not-found-page";
import { loadAppTexts, loadTextSection } from "@web/i18n/i18n";
import { startSessionRequest } from "@web/lib/auth/early-session-request";
import type { FirstData } from "@web/lib/first-data";
import { lazyComponent, type PreloadableComponent } from "./lazy-component";
import { ScreenErrorBoundary } from "./screen-error-boundary";

// The landing and 404 pages are in the entry. Everything else loads with the screen that
// needs it: the server-state cache, the toasts and the rest of the texts with the first
// /auth or signed-in screen; the session guards, the shell, each page, and better-auth's
// client, the forms and zod with the screens (or dialogs) that use them.
const AppProviders = lazyComponent(
  () => {
    // Every screen under it starts by checking the session: that request need not wait for the code.
    startSessionRequest();
    const providers = import("./app-providers").then(async (module) => {
      await module.firstSessionCheck();
      return module;
    });
    return Promise.all([providers, loadAppTexts()]);
  },
  ([module]) => module.AppProviders,
);
const RedirectIfSignedIn = lazyComponent(
  () => import("./require-session"),
  (module) => module.RedirectIfSignedIn,
);
const RequireSession = lazyComponent(
  () => import("./require-session"),
  (module) => module.RequireSession,
);
const AppShell = lazyComponent(
  () => import("./app-shell").then((module) => withFirstData(module.shellFirstData).then(() => module)),
  (module) => module.AppShell,
);
/**
 * The loader of every module of the screen table (src/shared/screens.ts): the type checker
 * refuses a module missing here or one the table does not name.
 */
const SCREEN_LOADERS = {
  "features/auth/auth-screens.ts": () => import("@web/features/auth/auth-screens"),
  "app/dashboard-screen.tsx": () => import("./dashboard-screen"),
  "features/dashboard/activity-page.tsx": () => import("@web/features/dashboard/activity-page"),
  "app/clients-screen.tsx": () => import("./clients-screen"),
  "app/client-screen.tsx": () => import("./client-screen"),
  "app/inventory-screen.tsx": () => import("./inventory-screen"),
  "features/orders/orders-page.tsx": () => import("@web/features/orders/orders-page"),
  "features/orders/order-detail-page.tsx": () => import("@web/features/orders/order-detail-page"),
  "features/sales/sales-page.tsx": () => import("@web/features/sales/sales-page"),
  "app/pipeline-screen.tsx": () => import("./pipeline-screen"),
  "features/reports/reports-page.tsx": () => import("@web/features/reports/reports-page"),
  "features/connect/connect-page.tsx": () => import("@web/features/connect/connect-page"),
  "features/settings/settings-page.tsx": () => import("@web/features/settings/settings-page"),
  "features/workspaces/workspace-settings-page.tsx": () => import("@web/features/workspaces/workspace-settings-page"),
  "features/workspaces/invitation-page.tsx": () => import("@web/features/workspaces/invitation-page"),
} satisfies Record<ScreenModule, () => Promise<object>>;

type ScreenProps = Readonly<Record<string, string>>;

/**
 * The screen's component, loaded on demand from its module (the export the table names), with the
 * texts loaded on demand it shows (docs/decisions.md 135).
 */
function screenComponent(screen: Screen): PreloadableComponent<ScreenProps> {
  const load = (): Promise<object> =>
    Promise.all([SCREEN_LOADERS[screen.module](), ...(screen.textSections ?? []).map(loadTextSection)]).then(async ([module]) => {
      if (screen.firstData) await withFirstData(exportOf(module, screen.module, screen.firstData) as FirstData);
      return module;
    });
  return lazyComponent(load, (module) => exportOf(module, screen.module, screen.component) as ComponentType<ScreenProps>);
}

/** The function `name` of a screen's module, which the screen table names. */
function exportOf(module: object, moduleName: ScreenModule, name: string): (...args: never[]) => unknown {
  const value = (module as Record<string, unknown>)[name];
  if (typeof value !== "function") throw new Error(`${moduleName} has no export ${name}`);
  return value as (...args: never[]) => unknown;
}

/** Fetches what a screen or the shell shows first (src/web/lib/first-data.ts), with the providers' code that does it. */
const withFirstData = (firstData: FirstData) => import("./app-providers").then((module) => module.loadFirstData(firstData));

const screenRoutes = (access: ScreenAccess) =>
  SCREENS.filter((screen) => screen.access === access).map((screen) =>
    lazyRoute(screenComponent(screen), screen.props ?? {}, { path: screen.path }),
  );

/** A route whose component is loaded on demand: its `handle` fetches the code ahead of rendering. */
function lazyRoute<Props extends object>(
  Component: PreloadableComponent<Props>,
  props: NoInfer<Props>,
  route: Omit<RouteObject, "element" | "handle" | "index">,
): RouteObject {
  return { ...route, element: <Component {...props} />, handle: Component.preload };
}

const routes: RouteObject[] = [
  { path: "/", element: <LandingPage /> },
  lazyRoute(
    AppProviders,
    {},
    {
      children: [
        lazyRoute(RedirectIfSignedIn, {}, { children: screenRoutes("signed-out") }),
        // Where a reset or change-of-email link lands, signed in or not: the link is for whoever holds the mail.
        ...screenRoutes("link"),
        lazyRoute(RequireSession, {}, { children: [lazyRoute(AppShell, {}, { children: screenRoutes("signed-in") })] }),
      ],
    },
  ),
  { path: "*", element: <NotFoundPage /> },
];

/**
 * Starts downloading every piece of the screen at `pathname` at once (the guard, the shell
 * and the page), rather than each once the one around it has rendered.
 */
function preloadScreen(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    if (typeof match.route.handle === "function") void (match.route.handle as () => Promise<unknown>)();
  }
}

function Routes() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary pathname={pathname}>
      {/* Until a screen's code and texts have loaded; moving between screens keeps the current one instead. */}
      <Suspense fallback={<FullPageLoading />}>{useRoutes(routes)}</Suspense>
    </ScreenErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes />
    </BrowserRouter>
  );
}

preloadScreen(window.location.pathname);
