import { TriangleAlertIcon } from "lucide-react";
import { Link } from "@web/components/link";
import { WARNING_COLOURS } from "@web/components/warning-colours";
import { useTranslation } from "@web/i18n/i18n";
import { formatInteger } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";

/** How many items are low on stock, leading to them; nothing when none is. */
export function LowStockNotice({ count }: { count: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (count === 0) return null;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border px-4 py-3 text-sm ${WARNING_COLOURS}`}>
      <TriangleAlertIcon className="size-4 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
      <span className="font-medium">{t("dashboard.lowStock", { count, formatted: formatInteger(count, language) })}</span>
      <Link to="/inventory?low_stock=true" className="font-medium underline underline-offset-4">
        {t("dashboard.seeLowStock")}
      </Link>
    </p>
  );
}
