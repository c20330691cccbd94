import { CalendarSyncIcon } from "lucide-react";
import { useId, useState } from "react";
import type { NewCalendarFeed } from "@shared/calendar-feed/calendar-feed.schema";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { ShownOnce } from "@web/components/shown-once";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { formatDate, formatDateTime } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useCalendarFeed, useRotateCalendarFeed, useTurnOffCalendarFeed } from "./api/calendar-feed";

/**
 * The user's private calendar feed (docs/decisions.md 109): their open tasks with a due day, as a
 * URL that calendar apps subscribe to. The URL shows once, when made; making another ends the
 * previous one, and turning the feed off ends it.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [created, setCreated] = useState<NewCalendarFeed | null>(null);
  /** What the confirmation asks, kept while it closes; and whether it is open. */
  const [question, setQuestion] = useState<"regenerate" | "turnOff">("regenerate");
  const [asking, setAsking] = useState(false);
  const ask = (kind: "regenerate" | "turnOff") => {
    setQuestion(kind);
    setAsking(true);
  };
  const active = feed.data?.active === true;

  function makeUrl() {
    setAsking(false);
    rotate.mutate(undefined, {
      onSuccess: setCreated,
      onError: (error) =>
        toast.error(t("calendarFeed.createFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error }),
    });
  }

  function stop() {
    setAsking(false);
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        toast.success(t("calendarFeed.turnedOff"));
      },
      onError: (error) =>
        toast.error(t("calendarFeed.turnOffFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error }),
    });
  }

  let state;
  if (feed.isPending) state = <p className="text-muted-foreground">{t("app.loading")}</p>;
  else if (feed.isError) state = <p className="text-destructive">{apiErrorMessage(feed.error, t)}</p>;
  else if (!feed.data.active) state = <p className="text-muted-foreground">{t("calendarFeed.none")}</p>;
  else
    state = (
      <p className="text-sm text-muted-foreground" data-testid="calendar-feed-state">
        {t("calendarFeed.active")} ·{" "}
        {feed.data.last_used_at
          ? t("calendarFeed.lastRead", { when: formatDateTime(feed.data.last_used_at, language) })
          : t("calendarFeed.neverRead")}
        {feed.data.expires_at && <> · {t("calendarFeed.expires", { day: formatDate(feed.data.expires_at, language) })}</>}
      </p>
    );

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t("calendarFeed.title")}</CardTitle>
        <CardDescription>{t("calendarFeed.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {state}
        {created && (
          <ShownOnce
            message={t("calendarFeed.showOnce")}
            value={created.url}
            copyLabel={t("calendarFeed.copy")}
            copied={t("calendarFeed.copied")}
            copyFailed={t("calendarFeed.copyFailed")}
            data-testid="new-calendar-feed-url"
          />
        )}
        {feed.isSuccess && (
          <div className="flex flex-wrap gap-2">
            <Button disabled={rotate.isPending} onClick={() => (active ? ask("regenerate") : makeUrl())}>
              <CalendarSyncIcon />
              {active ? t("calendarFeed.regenerate") : t("calendarFeed.create")}
            </Button>
            {active && (
              <Button
                variant="outline"
                className="text-destructive hover:text-destructive"
                disabled={turnOff.isPending}
                onClick={() => ask("turnOff")}
              >
                {t("calendarFeed.turnOff")}
              </Button>
            )}
          </div>
        )}
        <ConfirmDialogOnDemand
          title={asking ? t(question === "regenerate" ? "calendarFeed.regenerateTitle" : "calendarFeed.turnOffTitle") : undefined}
          description={t(question === "regenerate" ? "calendarFeed.regenerateDescription" : "calendarFeed.turnOffDescription")}
          confirmLabel={t(question === "regenerate" ? "calendarFeed.regenerateConfirm" : "calendarFeed.turnOffConfirm")}
          destructive
          onConfirm={() => (question === "regenerate" ? makeUrl() : stop())}
          onCancel={() => setAsking(false)}
        />
      </CardContent>
    </Card>
  );
}
