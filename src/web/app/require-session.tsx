import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageLoading } from "@web/components/full-page-loading";
import { useSession } from "@web/lib/auth/session";

/** Protected routes: 'Loading...' while the session is checked, /auth without one. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageLoading />;
  if (!session.data) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** /auth with a session goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const session = useSession();
  if (session.isPending) return <FullPageLoading />;
  if (session.data) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
