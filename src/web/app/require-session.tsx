import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageLoading } from "@web/components/full-page-loading";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { useSession } from "@web/lib/auth/session";
import { returnToOf } from "@web/lib/return-to";

/**
 * Protected routes: 'Loading...' while the session is checked, /auth without one.
 * Only the server's answer "no session" sends the user away: when a check fails
 * (network, 5xx, rate limit), the last known session holds, and a first check that
 * fails offers to try again.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.data) return <Outlet />;
  if (session.data === null) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  // Failed, or waiting for a connection that is not there.
  if (session.isError || session.fetchStatus === "paused") {
    return <SessionCheckFailed retrying={session.isFetching} onRetry={() => void session.refetch()} />;
  }
  return <FullPageLoading />;
}

/** /auth with a session goes straight to the dashboard (or the page that sent the user to sign in); without one, or if the check fails, it shows the forms. */
export function RedirectIfSignedIn() {
  const session = useSession();
  const location = useLocation();
  if (session.data) return <Navigate to={returnToOf(location.state)} replace />;
  // Offline, the forms at once: no answer is coming.
  if (session.isPending && session.fetchStatus !== "paused") return <FullPageLoading />;
  return <Outlet />;
}

function SessionCheckFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-4 text-center">
      <p role="alert" className="max-w-sm text-muted-foreground">
        {t("auth.sessionCheck.failed")}
      </p>
      <Button onClick={onRetry} disabled={retrying}>
        {t("auth.sessionCheck.retry")}
      </Button>
    </div>
  );
}
