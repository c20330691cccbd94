import { formatDateTime, formatRelativeTime } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";

/** When something happened, as the language says it ("3 minutes ago", "hier"), the exact date and time on hover. */
export function RelativeTime({ timestamp, now, className }: { timestamp: string; now: number; className?: string }) {
  const language = useLanguage();
  return (
    <time dateTime={timestamp} title={formatDateTime(timestamp, language)} className={className}>
      {formatRelativeTime(timestamp, language, now)}
    </time>
  );
}
