import { clsx } from "clsx";
import { Link } from "@web/components/link";
import { useTranslation } from "@web/i18n/i18n";

/** The app's name and mark, linking to `to`. Joins classes without tailwind-merge: it is on the public pages. */
export function Logo({ to, className }: { to: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={clsx("flex items-center gap-2 font-semibold tracking-tight", className)}>
      <img src="/favicon.svg" alt="" className="size-7" />
      <span className="text-lg">{t("app.name")}</span>
    </Link>
  );
}
