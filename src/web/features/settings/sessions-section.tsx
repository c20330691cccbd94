import { LogOutIcon, MonitorSmartphoneIcon } from "lucide-react";
import type { UserSession } from "@shared/auth/session.schema";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useSessions } from "./api/list-sessions";
import { useRevokeOtherSessions } from "./api/revoke-other-sessions";
import { useRevokeSession } from "./api/revoke-session";
import { describeDevice } from "./describe-device";

/** Where the user is signed in, with a way to sign any other device out. */
export function SessionsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const sessions = useSessions();
  const revokeSession = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current);

  const deviceName = (session: UserSession) => {
    const { browser, system } = describeDevice(session.user_agent);
    if (browser && system) return t("settings.sessions.browserOnSystem", { browser, system });
    return browser ?? system ?? t("settings.sessions.unknownDevice");
  };

  const failed = (error: unknown) =>
    toast.error(t("settings.sessions.signOutFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.sessions.title")}</CardTitle>
        <CardDescription>{t("settings.sessions.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending && <p className="text-muted-foreground">{t("app.loading")}</p>}
        <ul className="divide-y rounded-md border">
          {items.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
              <MonitorSmartphoneIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {deviceName(session)}
                  {session.current && (
                    <Badge variant="secondary" className="ml-2 align-middle">
                      {t("settings.sessions.thisDevice")}
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {t("settings.sessions.lastActive", { when: formatDateTime(session.updated_at, language) })}
                  {session.ip_address && ` · ${session.ip_address}`}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revokeSession.isPending}
                  onClick={() =>
                    revokeSession.mutate(session.id, {
                      onSuccess: () => toast.success(t("settings.sessions.signedOut")),
                      onError: failed,
                    })
                  }
                >
                  {t("settings.sessions.signOut")}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          disabled={others.length === 0 || revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: ({ revoked }) => toast.success(t("settings.sessions.signedOutOthers", { count: revoked })),
              onError: failed,
            })
          }
        >
          <LogOutIcon />
          {t("settings.sessions.signOutEverywhere")}
        </Button>
      </CardContent>
    </Card>
  );
}
