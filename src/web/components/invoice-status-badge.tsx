import type { InvoiceStatus } from "@shared/invoices/invoice-limits";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";
import { useTextSection } from "@web/i18n/use-text-section";

/**
 * docs/product.md "Quotes and invoices": an invoice unpaid (outline), overdue (red), paid
 * (filled) or credited (grey); a credit note issued (grey). The order's page and /sales show it.
 */
const INVOICE_STATUS_BADGE_VARIANT: Record<InvoiceStatus, BadgeVariant> = {
  unpaid: "outline",
  overdue: "destructive",
  paid: "default",
  credited: "secondary",
  issued: "secondary",
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTextSection("invoices");
  return <Badge variant={INVOICE_STATUS_BADGE_VARIANT[status]}>{t(`invoices.status.${status}`)}</Badge>;
}
