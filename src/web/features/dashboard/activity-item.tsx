import {
  ArchiveXIcon,
  BanknoteIcon,
  CalendarPlusIcon,
  CircleCheckIcon,
  FileUpIcon,
  HistoryIcon,
  ListTodoIcon,
  MailIcon,
  PackageIcon,
  PackageMinusIcon,
  PackagePlusIcon,
  ReceiptIcon,
  SendIcon,
  ShoppingCartIcon,
  StickyNoteIcon,
  UndoIcon,
  UserMinusIcon,
  UserPenIcon,
  UserPlusIcon,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import type { ActivityKind } from "@shared/dashboard/dashboard";
import type { ActivityEntry } from "@shared/dashboard/dashboard.schema";
import { Link } from "@web/components/link";
import { useTranslation } from "@web/i18n/i18n";
import { useSession } from "@web/lib/auth/session";
import { formatDateTime, formatRelativeTime } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { activityLink, activitySentence } from "./activity-entry";

const ICONS: Record<ActivityKind, LucideIcon> = {
  "client.created": UserPlusIcon,
  "client.updated": UserPenIcon,
  "client.deleted": UserMinusIcon,
  "client.restored": UndoIcon,
  "inventory.created": PackagePlusIcon,
  "inventory.updated": PackageIcon,
  "inventory.deleted": PackageMinusIcon,
  "inventory.restored": UndoIcon,
  "order.created": ShoppingCartIcon,
  "order.updated": ReceiptIcon,
  "order.status_changed": ReceiptIcon,
  "order.deleted": ArchiveXIcon,
  "order.restored": UndoIcon,
  "outreach.generated": MailIcon,
  "meeting.scheduled": CalendarPlusIcon,
  "workspace.currency_changed": BanknoteIcon,
  "note.added": StickyNoteIcon,
  "task.created": ListTodoIcon,
  "task.completed": CircleCheckIcon,
  "email.sent": SendIcon,
  "email.drafted": MailIcon,
  "import.completed": FileUpIcon,
  "invoice.issued": ReceiptIcon,
  "credit_note.issued": ReceiptIcon,
  "invoice.sent": SendIcon,
  "quote.sent": SendIcon,
};

/** The current time, moving on every minute, so that "3 minutes ago" stays true while the page is open. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** One entry: its icon, what happened (linked to what it concerns) and how long ago. */
export function ActivityItem({ entry, now }: { entry: ActivityEntry; now: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const viewerId = useSession().data?.user.id;
  const Icon = ICONS[entry.kind] ?? HistoryIcon;
  const sentence = activitySentence(entry, t, language, viewerId);
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
