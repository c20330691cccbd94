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
import { SCREENS, type NavKey } from "@shared/screens";
import { NavLink } from "@web/components/link";
import { useTranslation } from "@web/i18n/i18n";
import { cn } from "@web/lib/cn";

/** Each section's icon; its label is `nav.<key>`. */
const NAV_ICONS: Record<NavKey, LucideIcon> = {
  dashboard: LayoutDashboardIcon,
  clients: UsersIcon,
  inventory: BoxesIcon,
  orders: ShoppingCartIcon,
  sales: WalletIcon,
  pipeline: TrendingUpIcon,
  reports: BarChart3Icon,
  connect: MailIcon,
};

/** The screens of the screen table that are in the navigation, in its order. */
const NAV_ENTRIES = SCREENS.flatMap(({ nav, path }) => (nav ? [{ key: nav, to: path, icon: NAV_ICONS[nav] }] : []));

/** The sections, in the navigation bar or in the side menu of small screens. */
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
                "flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent",
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
