/**
 * The modules each /auth and signed-in screen loads on demand (router.tsx), by path, relative
 * to src/web. The build turns them into the screen's chunks (vite.config.ts), and the server
 * names those in the page it sends for the path (`<link rel="modulepreload">`), so that the
 * browser downloads a screen's code alongside the entry instead of once the entry has run.
 * e2e/screen-preloads.test.ts checks that each screen loads exactly what is named here.
 *
 * Shared: the build and the server both read it.
 */
const SESSION_CHECKED = ["app/app-providers.tsx", "app/require-session.tsx"];
const SIGNED_IN = [...SESSION_CHECKED, "app/app-shell.tsx"];
const AUTH_SCREENS = [...SESSION_CHECKED, "features/auth/auth-screens.ts"];

/** Path patterns as router.tsx writes them: `:name` stands for one segment. */
export const SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  "/auth": AUTH_SCREENS,
  "/auth/forgot-password": AUTH_SCREENS,
  "/auth/reset-password": AUTH_SCREENS,
  "/auth/confirm-email-change": AUTH_SCREENS,
  "/auth/cancel-email-change": AUTH_SCREENS,
  "/dashboard": [...SIGNED_IN, "app/dashboard-screen.tsx"],
  "/clients": [...SIGNED_IN, "features/clients/clients-page.tsx"],
  "/inventory": [...SIGNED_IN, "features/inventory/inventory-page.tsx"],
  "/orders": [...SIGNED_IN, "features/orders/orders-page.tsx"],
  "/orders/:id": [...SIGNED_IN, "features/orders/order-detail-page.tsx"],
  "/sales": [...SIGNED_IN, "features/coming-soon/coming-soon-page.tsx"],
  "/pipeline": [...SIGNED_IN, "features/coming-soon/coming-soon-page.tsx"],
  "/reports": [...SIGNED_IN, "features/coming-soon/coming-soon-page.tsx"],
  "/connect": [...SIGNED_IN, "features/connect/connect-page.tsx"],
  "/settings": [...SIGNED_IN, "features/settings/settings-page.tsx"],
};

/** Written by the build (vite.config.ts) next to index.html, read by the server (src/server/http/web-app.ts). */
export const PAGE_PRELOADS_FILE = "page-preloads.json";

/** What PAGE_PRELOADS_FILE holds: URLs of chunks, less those the entry loads anyway. */
export interface PagePreloads {
  /** By path pattern of SCREEN_MODULES: the screen's chunks and what they import. */
  screens: Record<string, string[]>;
  /** By language: its texts, in the public pages' part and the rest (src/web/i18n/text-parts.ts). */
  texts: Record<string, { public: string[]; app: string[] }>;
}

/** The pattern of SCREEN_MODULES that `pathname` matches, if any. */
export function screenPatternOf(pathname: string): string | undefined {
  const segments = pathname.replace(/\/+$/, "").split("/");
  return Object.keys(SCREEN_MODULES).find((pattern) => {
    const patternSegments = pattern.split("/");
    return (
      patternSegments.length === segments.length &&
      patternSegments.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]))
    );
  });
}
