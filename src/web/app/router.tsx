import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { LandingPage } from "@web/features/landing/landing-page";
import { NotFoundPage } from "@web/features/not-found/not-found-page";
import { RedirectIfSignedIn, RequireSession } from "./require-session";

// Everything behind the landing page is loaded on demand, so the first visit stays light.
const AuthPage = lazy(() => import("@web/features/auth/auth-page").then((module) => ({ default: module.AuthPage })));
const AppShell = lazy(() => import("./app-shell").then((module) => ({ default: module.AppShell })));
const DashboardPage = lazy(() => import("@web/features/dashboard/dashboard-page").then((module) => ({ default: module.DashboardPage })));
const ClientsPage = lazy(() => import("@web/features/clients/clients-page").then((module) => ({ default: module.ClientsPage })));
const InventoryPage = lazy(() => import("@web/features/inventory/inventory-page").then((module) => ({ default: module.InventoryPage })));
const OrdersPage = lazy(() => import("@web/features/orders/orders-page").then((module) => ({ default: module.OrdersPage })));
const ConnectPage = lazy(() => import("@web/features/connect/connect-page").then((module) => ({ default: module.ConnectPage })));
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
          { path: "/sales", element: <ComingSoonPage section="sales" /> },
          { path: "/pipeline", element: <ComingSoonPage section="pipeline" /> },
          { path: "/reports", element: <ComingSoonPage section="reports" /> },
          { path: "/connect", element: <ConnectPage /> },
        ],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
]);
