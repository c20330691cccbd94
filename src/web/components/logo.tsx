import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";

export function Logo({ to, className }: { to: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={cn("flex items-center gap-2 font-semibold tracking-tight", className)}>
      <img src="/favicon.svg" alt="" className="size-7" />
      <span className="text-lg">{t("app.name")}</span>
    </Link>
  );
}
