/**
 * Every screen of the web app that loads on demand, in one table: its path, the module holding
 * it, who may see it, its place in the navigation and its first-load JavaScript budget. From it
 * come the router's routes (src/web/app/router.tsx), the navigation (src/web/app/nav-entries.tsx),
 * the page preloads the server names for each path (the build writes them, web-app.ts reads them)
 * and the bundle budget test (e2e/bundle-budget.test.ts). The landing and 404 pages are in the
 * entry and not here. docs/decisions.md 62 and 69.
 *
 * Shared: the build, the server, the web app and the browser tests read it. It holds no code
 * of the web app, only module paths; the router maps each to its loader, and the type checker
 * keeps the two lists equal.
 */

import type { OnDemandTextSection } from "./text-sections";

/** The modules of the web app, relative to src/web, that a screen of this table loads. */
export type ScreenModule =
  | "features/auth/auth-screens.ts"
  | "app/dashboard-screen.tsx"
  | "features/dashboard/activity-page.tsx"
  | "app/clients-screen.tsx"
  | "app/client-screen.tsx"
  | "app/inventory-screen.tsx"
  | "features/orders/orders-page.tsx"
  | "features/orders/order-detail-page.tsx"
  | "features/sales/sales-page.tsx"
  | "app/pipeline-screen.tsx"
  | "features/reports/reports-page.tsx"
  | "features/connect/connect-page.tsx"
  | "features/settings/settings-page.tsx"
  | "features/workspaces/workspace-settings-page.tsx"
  | "features/workspaces/invitation-page.tsx";

/**
 * Who sees the screen: `signed-out` screens send a signed-in visitor to the dashboard, `link`
 * screens (where a mailed link lands) show to anyone, `signed-in` ones need a session and come
 * inside the app's shell.
 */
export type ScreenAccess = "signed-out" | "link" | "signed-in";

/** The navigation's sections, each labelled `nav.<key>`. */
export type NavKey = "dashboard" | "clients" | "inventory" | "orders" | "sales" | "pipeline" | "reports" | "connect";

export interface Screen {
  /** As react-router writes it: `:name` stands for one segment. */
  path: string;
  module: ScreenModule;
  /** The module's export that renders the screen. */
  component: string;
  /**
   * The module's export that fetches what the screen shows first (a `FirstData` of
   * src/web/lib/first-data.ts), awaited with its code on the screen's first load.
   */
  firstData?: string;
  /** What the component is given (the email-change page's action). */
  props?: Readonly<Record<string, string>>;
  access: ScreenAccess;
  /** In the navigation, in the table's order, with this label and icon (src/web/app/nav-entries.tsx). */
  nav?: NavKey;
  /**
   * The most JavaScript, in KB (1,024 bytes) gzip-compressed as the server sends it, that a cold
   * load of the screen may download (e2e/bundle-budget.test.ts). A screen whose path has a
   * parameter is measured at `budgetPath`, once the test has made what it shows.
   */
  budgetKb: number;
  /**
   * Where a screen whose path has a parameter is measured: its path with `{client}` for a client
   * the test adds first, or `{order}` for an order of that client's.
   */
  budgetPath?: string;
  /** Locale sections that load on demand (src/shared/text-sections.ts) which the screen shows: they load, and are preloaded, with it. */
  textSections?: readonly OnDemandTextSection[];
}

/** The budget of every signed-in screen and /auth; a screen that ever needs more says so beside its own. */
export const SCREEN_BUDGET_KB = 170;

export const SCREENS: readonly Screen[] = [
  // One chunk for /auth and its password screens: one name less in the entry's list of chunks.
  // The forms' rules (zod) load when a form is first checked, the shell with the first signed-in screen.
  { path: "/auth", module: "features/auth/auth-screens.ts", component: "AuthPage", access: "signed-out", budgetKb: SCREEN_BUDGET_KB },
  {
    path: "/auth/forgot-password",
    module: "features/auth/auth-screens.ts",
    component: "ForgotPasswordPage",
    access: "signed-out",
    budgetKb: SCREEN_BUDGET_KB,
  },
  {
    path: "/auth/reset-password",
    module: "features/auth/auth-screens.ts",
    component: "ResetPasswordPage",
    access: "link",
    budgetKb: SCREEN_BUDGET_KB,
  },
  {
    path: "/auth/confirm-email-change",
    module: "features/auth/auth-screens.ts",
    component: "EmailChangeLinkPage",
    props: { action: "confirm" },
    access: "link",
    budgetKb: SCREEN_BUDGET_KB,
  },
  {
    path: "/auth/cancel-email-change",
    module: "features/auth/auth-screens.ts",
    component: "EmailChangeLinkPage",
    props: { action: "cancel" },
    access: "link",
    budgetKb: SCREEN_BUDGET_KB,
  },
  // The dashboard page with the clients feature's add-client dialog handed to it.
  {
    path: "/dashboard",
    module: "app/dashboard-screen.tsx",
    component: "DashboardScreen",
    firstData: "dashboardFirstData",
    access: "signed-in",
    nav: "dashboard",
    budgetKb: SCREEN_BUDGET_KB,
  },
  {
    path: "/activity",
    module: "features/dashboard/activity-page.tsx",
    component: "ActivityPage",
    access: "signed-in",
    budgetKb: SCREEN_BUDGET_KB,
  },
  // The list with the export menu and the imports feature's Import button.
  {
    path: "/clients",
    module: "app/clients-screen.tsx",
    component: "ClientsScreen",
    firstData: "clientsFirstData",
    access: "signed-in",
    nav: "clients",
    budgetKb: SCREEN_BUDGET_KB,
  },
  // The client page, with the tasks, Connect's "Write email" and the orders' badges handed to it.
  {
    path: "/clients/:id",
    module: "app/client-screen.tsx",
    component: "ClientScreen",
    access: "signed-in",
    budgetKb: SCREEN_BUDGET_KB,
    budgetPath: "/clients/{client}",
  },
  // The list with the export menu and the imports feature's Import button.
  {
    path: "/inventory",
    module: "app/inventory-screen.tsx",
    component: "InventoryScreen",
    firstData: "inventoryFirstData",
    access: "signed-in",
    nav: "inventory",
    budgetKb: SCREEN_BUDGET_KB,
  },
  // Over the budget: the client filter's picker (the combobox and its popover) comes with the list,
  // and the lines' tax select and live totals, the Export menu, and the app's texts (180.4 KB).
  {
    path: "/orders",
    module: "features/orders/orders-page.tsx",
    component: "OrdersPage",
    firstData: "ordersFirstData",
    access: "signed-in",
    nav: "orders",
    budgetKb: SCREEN_BUDGET_KB,
  },
  // Over the budget: zod and the orders' schemas, with which the page reads a refused save's answer (24.2 KB),
  // the lines' editor with the item picker and tax select, and the documents (215.7 KB).
  {
    path: "/orders/:id",
    module: "features/orders/order-detail-page.tsx",
    component: "OrderDetailPage",
    access: "signed-in",
    budgetKb: SCREEN_BUDGET_KB,
    budgetPath: "/orders/{order}",
    textSections: ["invoices"],
  },
  {
    path: "/sales",
    module: "features/sales/sales-page.tsx",
    component: "SalesPage",
    access: "signed-in",
    nav: "sales",
    budgetKb: SCREEN_BUDGET_KB,
    textSections: ["invoices"],
  },
  // The board, with the clients feature's dialog handed to it to open a card's client.
  {
    path: "/pipeline",
    module: "app/pipeline-screen.tsx",
    component: "PipelineScreen",
    firstData: "pipelineFirstData",
    access: "signed-in",
    nav: "pipeline",
    budgetKb: SCREEN_BUDGET_KB,
  },
  {
    path: "/reports",
    module: "features/reports/reports-page.tsx",
    component: "ReportsPage",
    firstData: "reportsFirstData",
    access: "signed-in",
    nav: "reports",
    budgetKb: SCREEN_BUDGET_KB,
  },
  // Over the budget: the client picker and the outreach form, and the app's texts (172.5 KB).
  {
    path: "/connect",
    module: "features/connect/connect-page.tsx",
    component: "ConnectPage",
    access: "signed-in",
    nav: "connect",
    budgetKb: SCREEN_BUDGET_KB,
  },
  {
    path: "/settings",
    module: "features/settings/settings-page.tsx",
    component: "SettingsPage",
    access: "signed-in",
    budgetKb: SCREEN_BUDGET_KB,
    textSections: ["dataExport"],
  },
  // Over the budget: the name, invitation, currency and tax rate forms (react-hook-form, their rules loading
  // on first check), the members, the workspace export with its texts, and the business details (173.2 KB).
  {
    path: "/settings/workspace",
    module: "features/workspaces/workspace-settings-page.tsx",
    component: "WorkspaceSettingsPage",
    access: "signed-in",
    budgetKb: SCREEN_BUDGET_KB,
    textSections: ["dataExport", "invoices"],
  },
  // Where an invitation link lands, signed in or not: it says who invites to what, then how to accept.
  {
    path: "/invite/:token",
    module: "features/workspaces/invitation-page.tsx",
    component: "InvitationPage",
    access: "link",
    budgetKb: SCREEN_BUDGET_KB,
  },
];

/** What every /auth and signed-in screen loads before its own module, relative to src/web. */
const SESSION_CHECKED = ["app/app-providers.tsx", "app/require-session.tsx"];
const SIGNED_IN = [...SESSION_CHECKED, "app/app-shell.tsx"];

/**
 * The modules a screen loads on demand, by path pattern. The build turns them into the screen's
 * chunks, and the server names those in the page it sends for the path (`<link
 * rel="modulepreload">`), so that the browser downloads a screen's code alongside the entry
 * instead of once the entry has run. e2e/screen-preloads.test.ts checks that each screen loads
 * exactly what is named here.
 */
export const SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = /* @__PURE__ */ Object.fromEntries(
  SCREENS.map((screen) => [screen.path, [...(screen.access === "signed-in" ? SIGNED_IN : SESSION_CHECKED), screen.module]]),
);

/** Written by the build (vite.config.ts) next to index.html, read by the server (src/server/http/web-app.ts). */
export const PAGE_PRELOADS_FILE = "page-preloads.json";

/** What PAGE_PRELOADS_FILE holds: URLs of chunks, less those the entry loads anyway. */
export interface PagePreloads {
  /** By path pattern of SCREENS: the screen's chunks and what they import. */
  screens: Record<string, string[]>;
  /**
   * By language: its texts, in the public pages' part, the sections loaded on demand (by section)
   * and the rest (src/web/i18n/text-parts.ts).
   */
  texts: Record<string, { public: string[]; app: string[]; sections?: Partial<Record<OnDemandTextSection, string[]>> }>;
}

/** The path pattern of SCREENS that `pathname` matches, if any. */
export function screenPatternOf(pathname: string): string | undefined {
  const segments = pathname.replace(/\/+$/, "").split("/");
  return SCREENS.map((screen) => screen.path).find((pattern) => {
    const patternSegments = pattern.split("/");
    return (
      patternSegments.length === segments.length &&
      patternSegments.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]))
    );
  });
}
