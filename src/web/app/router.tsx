import { Suspense } from "react";
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from "react-router";
import { FullPageLoading } from "@web/components/full-page-loading";
import { LandingPage } from "@web/features/landing/landing-page";
import { NotFoundPage } from "@web/features/not-found/not-found-page";
import { loadAppTexts } from "@web/i18n/i18n";
import { startSessionRequest } from "@web/lib/auth/early-session-request";
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
  () => import("./app-shell"),
  (module) => module.AppShell,
);
// /auth and its password screens: one chunk, one name less in the entry's list of chunks.
const loadAuthScreens = () => import("@web/features/auth/auth-screens");
const AuthPage = lazyComponent(loadAuthScreens, (module) => module.AuthPage);
const ForgotPasswordPage = lazyComponent(loadAuthScreens, (module) => module.ForgotPasswordPage);
const ResetPasswordPage = lazyComponent(loadAuthScreens, (module) => module.ResetPasswordPage);
const EmailChangeLinkPage = lazyComponent(loadAuthScreens, (module) => module.EmailChangeLinkPage);
// The dashboard page with the clients feature's add-client dialog handed to it (dashboard-screen.tsx).
const DashboardScreen = lazyComponent(
  () => import("./dashboard-screen"),
  (module) => module.DashboardScreen,
);
const ClientsPage = lazyComponent(
  () => import("@web/features/clients/clients-page"),
  (module) => module.ClientsPage,
);
const InventoryPage = lazyComponent(
  () => import("@web/features/inventory/inventory-page"),
  (module) => module.InventoryPage,
);
const OrdersPage = lazyComponent(
  () => import("@web/features/orders/orders-page"),
  (module) => module.OrdersPage,
);
const OrderDetailPage = lazyComponent(
  () => import("@web/features/orders/order-detail-page"),
  (module) => module.OrderDetailPage,
);
const ComingSoonPage = lazyComponent(
  () => import("@web/features/coming-soon/coming-soon-page"),
  (module) => module.ComingSoonPage,
);
const ConnectPage = lazyComponent(
  () => import("@web/features/connect/connect-page"),
  (module) => module.ConnectPage,
);
const SettingsPage = lazyComponent(
  () => import("@web/features/settings/settings-page"),
  (module) => module.SettingsPage,
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
        lazyRoute(
          RedirectIfSignedIn,
          {},
          {
            children: [lazyRoute(AuthPage, {}, { path: "/auth" }), lazyRoute(ForgotPasswordPage, {}, { path: "/auth/forgot-password" })],
          },
        ),
        // Where a reset or change-of-email link lands, signed in or not: the link is for whoever holds the mail.
        lazyRoute(ResetPasswordPage, {}, { path: "/auth/reset-password" }),
        lazyRoute(EmailChangeLinkPage, { action: "confirm" }, { path: "/auth/confirm-email-change" }),
        lazyRoute(EmailChangeLinkPage, { action: "cancel" }, { path: "/auth/cancel-email-change" }),
        lazyRoute(
          RequireSession,
          {},
          {
            children: [
              lazyRoute(
                AppShell,
                {},
                {
                  children: [
                    lazyRoute(DashboardScreen, {}, { path: "/dashboard" }),
                    lazyRoute(ClientsPage, {}, { path: "/clients" }),
                    lazyRoute(InventoryPage, {}, { path: "/inventory" }),
                    lazyRoute(OrdersPage, {}, { path: "/orders" }),
                    lazyRoute(OrderDetailPage, {}, { path: "/orders/:id" }),
                    lazyRoute(ComingSoonPage, { section: "sales" }, { path: "/sales" }),
                    lazyRoute(ComingSoonPage, { section: "pipeline" }, { path: "/pipeline" }),
                    lazyRoute(ComingSoonPage, { section: "reports" }, { path: "/reports" }),
                    lazyRoute(ConnectPage, {}, { path: "/connect" }),
                    lazyRoute(SettingsPage, {}, { path: "/settings" }),
                  ],
                },
              ),
            ],
          },
        ),
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
