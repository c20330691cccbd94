import type { OrderTotals } from "@shared/orders/order-totals";
import { useTranslation } from "@web/i18n/i18n";
import { cn } from "@web/lib/cn";
import { useWorkspaceMoney } from "@web/lib/money";
import { useTaxRateLabel } from "@web/components/tax-rate-select";

/**
 * An order's figures under its lines (docs/product.md "Order detail"): the net subtotal, the tax
 * of each rate on the amount it is computed on, and the total; only the total when no line is
 * taxed. Whether the line prices include tax is said when they do.
 */
export function OrderTotalsSummary({
  totals,
  pricesIncludeTax,
  totalTestId,
  className,
}: {
  totals: Pick<OrderTotals, "subtotal_net" | "taxes" | "total_price">;
  pricesIncludeTax: boolean;
  /** The total's test id: the running total while editing. */
  totalTestId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const money = useWorkspaceMoney();
  const taxLabel = useTaxRateLabel();
  const taxed = totals.taxes.length > 0;
  return (
    <div className={cn("space-y-1 text-sm", className)}>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1">
        {taxed && (
          <>
            <dt className="text-muted-foreground">{t("orders.totals.net")}</dt>
            <dd className="pl-4 text-right tabular-nums" data-testid="totals-net">
              {money.format(totals.subtotal_net)}
            </dd>
            {totals.taxes.map((tax) => (
              <div key={`${tax.rate}\u0000${tax.name}`} className="contents" data-testid="totals-tax">
                <dt className="text-muted-foreground [overflow-wrap:anywhere]" title={taxLabel(tax)}>
                  {t("orders.totals.taxOn", { name: tax.name, base: money.format(tax.base) })}
                </dt>
                <dd className="pl-4 text-right tabular-nums">{money.format(tax.amount)}</dd>
              </div>
            ))}
          </>
        )}
        <dt className={cn("font-medium", taxed && "border-t pt-1")}>{t("orders.lines.total")}</dt>
        <dd className={cn("pl-4 text-right font-semibold tabular-nums", taxed && "border-t pt-1")} data-testid={totalTestId}>
          {money.format(totals.total_price)}
        </dd>
      </dl>
      {pricesIncludeTax && <p className="text-right text-xs text-muted-foreground">{t("orders.totals.pricesIncludeTax")}</p>}
    </div>
  );
}
