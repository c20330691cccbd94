import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { LandingPage } from "@web/features/landing/landing-page";
import { NotFoundPage } from "@web/features/not-found/not-found-page";

// Everything behind the landing page, the session guards included, is loaded on demand,
// so that a first visit does not download the auth client.
const RequireSession = lazy(() => import("./require-session").then((module) => ({ default: module.RequireSession })));
const RedirectIfSignedIn = lazy(() => import("./require-session").then((module) => ({ default: module.RedirectIfSignedIn })));
const AuthPage = lazy(() => import("@web/features/auth/auth-page").then((module) => ({ default: module.AuthPage })));
const AppShell = lazy(() => import("./app-shell").then((module) => ({ default: module.AppShell })));
const DashboardPage = lazy(() => import("@web/features/dashboard/dashboard-page").then((module) => ({ default: module.DashboardPage })));
const ClientsPage = lazy(() => import("@web/features/clients/clients-page").then((module) => ({ default: module.ClientsPage })));
const InventoryPage = lazy(() => import("@web/features/inventory/inventory-page").then((module) => ({ default: module.InventoryPage })));
const OrdersPage = lazy(() => import("@web/features/orders/orders-page").then((module) => ({ default: module.OrdersPage })));
const OrderDetailPage = lazy(() => import("@web/features/orders/order-detail-page").then((module) => ({ default: module.OrderDetailPage })));
const ConnectPage = lazy(() => import("@web/features/connect/connect-page").then((module) => ({ default: module.ConnectPage })));
const SettingsPage = lazy(() => import("@web/features/settings/settings-page").then((module) => ({ default: module.SettingsPage })));
const ComingSoonPage = lazy(() => import("@web/features/coming-soon/coming-soon-page").then((module) => ({ default: module.ComingSoonPage })));

export const router = createBrowserRouter([
  { path: "/", element: <LandingPage /> },
  {
    element: <RedirectIfSignedIn />,
    children: [{ path: "/auth", element: <AuthPage /> }],
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppShell />,
        children: [
          { path: "/dashboard", element: <DashboardPage /> },
          { path: "/clients", element: <ClientsPage /> },
          { path: "/inventory", element: <InventoryPage /> },
          { path: "/orders", element: <OrdersPage /> },
          { path: "/orders/:id", element: <OrderDetailPage /> },
          { path: "/sales", element: <ComingSoonPage section="sales" /> },
          { path: "/pipeline", element: <ComingSoonPage section="pipeline" /> },
          { path: "/reports", element: <ComingSoonPage section="reports" /> },
          { path: "/connect", element: <ConnectPage /> },
          { path: "/settings", element: <SettingsPage /> },
        ],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
]);
