import { BanknoteIcon, HourglassIcon, PlusIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { OrderStatus } from "@shared/orders/order-status";
import { FigureCard } from "@web/components/figure-card";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { formatDate, formatInteger, formatMoney } from "@web/lib/format";
import { useActiveWorkspace } from "@web/lib/workspaces";
import { useLanguage } from "@web/i18n/use-language";
import { useClientSummary } from "./api/get-client-summary";
import { useClientOrders } from "./api/list-client-orders";

/**
 * Amounts in the workspace's currency, as the interface language writes them; undefined until the
 * workspace is known. The formatting alone, without money.ts's currency rules for the forms,
 * which this page does not need (they would weigh on its first load).
 */
function useFormatMoney(): (amount: number) => string | undefined {
  const currency = useActiveWorkspace()?.currency;
  const language = useLanguage();
  return (amount) => (currency ? formatMoney(amount, language, currency) : undefined);
}

export interface ClientOrdersProps {
  clientId: string;
  /** The orders feature's status badge, handed to the page where the features are put together. */
  OrderStatusBadge: ComponentType<{ status: OrderStatus }>;
}

/** What the client has paid and what it still owes, in the workspace's currency. */
export function ClientFigures({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const formatAmount = useFormatMoney();
  const summary = useClientSummary(clientId).data;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FigureCard
        title={t("clientPage.orders.lifetimeRevenue")}
        icon={BanknoteIcon}
        value={summary && formatAmount(summary.lifetime_revenue)}
        note={<p className="text-xs text-muted-foreground">{t("clientPage.orders.lifetimeRevenueNote")}</p>}
        valueTestId="client-lifetime-revenue"
      />
      <FigureCard
        title={t("clientPage.orders.openAmount")}
        icon={HourglassIcon}
        value={summary && formatAmount(summary.open_amount)}
        note={<p className="text-xs text-muted-foreground">{t("clientPage.orders.openAmountNote")}</p>}
        valueTestId="client-open-amount"
      />
    </div>
  );
}

/** The client's orders, newest first, each leading to its page; "New order" makes one for the client. */
export function ClientOrders({ clientId, OrderStatusBadge }: ClientOrdersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatAmount = useFormatMoney();
  const orders = useClientOrders(clientId);
  const count = useClientSummary(clientId).data?.orders_count;
  const rows = orders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>{t("clientPage.orders.title")}</CardTitle>
          {count !== undefined && (
            <p className="text-sm text-muted-foreground" data-testid="client-orders-count">
              {t("clientPage.orders.count", { count, formatted: formatInteger(count, language) })}
            </p>
          )}
        </div>
        <Button asChild size="sm">
          <Link to={`/orders?${new URLSearchParams({ client: clientId })}`}>
            <PlusIcon />
            {t("clientPage.orders.newOrder")}
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {orders.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t("clientPage.orders.loading")}
          </p>
        ) : orders.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {t("clientPage.orders.loadFailed")}: {apiErrorMessage(orders.error, t)}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("clientPage.orders.empty")}</p>
        ) : (
          <ul className="-mx-2 divide-y" aria-label={t("clientPage.orders.title")}>
            {rows.map((order) => (
              <li key={order.id} data-order-id={order.id}>
                <Link
                  to={`/orders/${order.id}`}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-3 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="font-medium text-primary">{t("orders.number", { number: order.number })}</span>
                  <OrderStatusBadge status={order.status} />
                  <span className="text-sm text-muted-foreground">{formatDate(order.created_at, language)}</span>
                  <span className="ml-auto font-medium tabular-nums whitespace-nowrap">{formatAmount(order.total_price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {orders.hasNextPage && (
          <div className="mt-3 flex justify-center">
            <Button variant="outline" size="sm" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
              {orders.isFetchingNextPage ? t("common.loadingMore") : t("clientPage.orders.loadMore")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
