import {
  BarChart3Icon,
  BoxesIcon,
  LayoutDashboardIcon,
  MailIcon,
  ShoppingCartIcon,
  TrendingUpIcon,
  UsersIcon,
  WalletIcon,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "@web/components/link";
import { cn } from "@web/lib/cn";

type NavKey = "dashboard" | "clients" | "inventory" | "orders" | "sales" | "pipeline" | "reports" | "connect";

const NAV_ENTRIES: { key: NavKey; to: string; icon: LucideIcon }[] = [
  { key: "dashboard", to: "/dashboard", icon: LayoutDashboardIcon },
  { key: "clients", to: "/clients", icon: UsersIcon },
  { key: "inventory", to: "/inventory", icon: BoxesIcon },
  { key: "orders", to: "/orders", icon: ShoppingCartIcon },
  { key: "sales", to: "/sales", icon: WalletIcon },
  { key: "pipeline", to: "/pipeline", icon: TrendingUpIcon },
  { key: "reports", to: "/reports", icon: BarChart3Icon },
  { key: "connect", to: "/connect", icon: MailIcon },
];

/** The eight sections, in the navigation bar or in the side menu of small screens. */
export function NavEntries({ layout, onNavigate }: { layout: "bar" | "menu"; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={cn(layout === "bar" ? "flex items-center gap-1" : "flex flex-col gap-1")}>
      {NAV_ENTRIES.map(({ key, to, icon: Icon }) => (
        <li key={key}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent",
                isActive ? "bg-accent text-primary" : "text-muted-foreground",
              )
            }
          >
            <Icon className={cn("size-4", layout === "bar" && "hidden 2xl:block")} aria-hidden="true" />
            {t(`nav.${key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
