import {
  ArchiveXIcon,
  CalendarPlusIcon,
  HistoryIcon,
  MailIcon,
  PackageIcon,
  PackageMinusIcon,
  PackagePlusIcon,
  ReceiptIcon,
  ShoppingCartIcon,
  UserMinusIcon,
  UserPenIcon,
  UserPlusIcon,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActivityKind } from "@shared/dashboard/dashboard";
import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDateTime, formatRelativeTime } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { activityLink, activitySentence } from "./activity-entry";
import { Skeleton } from "./stat-cards";

const ICONS: Record<ActivityKind, LucideIcon> = {
  "client.created": UserPlusIcon,
  "client.updated": UserPenIcon,
  "client.deleted": UserMinusIcon,
  "inventory.created": PackagePlusIcon,
  "inventory.updated": PackageIcon,
  "inventory.deleted": PackageMinusIcon,
  "order.created": ShoppingCartIcon,
  "order.updated": ReceiptIcon,
  "order.status_changed": ReceiptIcon,
  "order.deleted": ArchiveXIcon,
  "outreach.generated": MailIcon,
  "meeting.scheduled": CalendarPlusIcon,
};

/** The current time, moving on every minute, so that "3 minutes ago" stays true while the page is open. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function ActivityItem({ entry, now }: { entry: ActivityEntry; now: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Icon = ICONS[entry.kind] ?? HistoryIcon;
  const sentence = activitySentence(entry, t, language);
  const link = activityLink(entry);
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium [overflow-wrap:anywhere]">
          {link ? (
            <Link to={link} className="text-primary underline-offset-4 hover:underline">
              {sentence}
            </Link>
          ) : (
            sentence
          )}
        </p>
        <time dateTime={entry.created_at} title={formatDateTime(entry.created_at, language)} className="text-xs text-muted-foreground">
          {formatRelativeTime(entry.created_at, language, now)}
        </time>
      </div>
    </li>
  );
}

interface RecentActivityProps {
  /** Undefined while loading. */
  entries: ActivityEntry[] | undefined;
  onAddFirstClient: () => void;
  className?: string;
}

/** The latest events of the account, each linked to what it concerns; an empty account is pointed to its first client. */
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
      <CardHeader>
        <CardTitle>{t("dashboard.activity.title")}</CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
