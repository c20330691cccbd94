import { HistoryIcon, UserPlusIcon } from "lucide-react";
import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { ActivityItem, useNow } from "./activity-item";
import { Skeleton } from "@web/components/figure-card";

interface RecentActivityProps {
  /** Undefined while loading. */
  entries: ActivityEntry[] | undefined;
  onAddFirstClient: () => void;
  className?: string;
}

/**
 * The latest business events of the account, each linked to what it concerns, and the way to the
 * whole activity; an empty account is pointed to its first client.
 */
export function RecentActivity({ entries, onAddFirstClient, className }: RecentActivityProps) {
  const { t } = useTranslation();
  const now = useNow();
  let content;
  if (entries === undefined) {
    content = (
      <ul className="space-y-4">
        {[0, 1, 2].map((index) => (
          <li key={index} className="flex gap-3">
            <Skeleton className="size-9 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-24" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (entries.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="activity-empty">
        <HistoryIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t("dashboard.activity.empty")}</p>
        <Button onClick={onAddFirstClient}>
          <UserPlusIcon />
          {t("dashboard.activity.addFirstClient")}
        </Button>
      </div>
    );
  } else {
    content = (
      <ul className="divide-y" data-testid="recent-activity">
        {entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} now={now} />
        ))}
      </ul>
    );
  }
  return (
    <Card className={className}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t("dashboard.activity.title")}</CardTitle>
        {entries !== undefined && entries.length > 0 && (
          <Link to="/activity" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t("dashboard.activity.seeAll")}
          </Link>
        )}
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
