import type { ClientStatus } from "@shared/clients/client-status";
import { Badge, type BadgeVariant } from "@web/components/ui/badge";
import { useTranslation } from "@web/i18n/i18n";

/** docs/product.md "Client statuses": closed_won default; interested, negotiation secondary; lost causes destructive. */
export function clientStatusBadgeVariant(status: ClientStatus): BadgeVariant {
  switch (status) {
    case "closed_won":
      return "default";
    case "interested":
    case "negotiation":
      return "secondary";
    case "not_interested":
    case "closed_lost":
      return "destructive";
    default:
      return "outline";
  }
}

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return <Badge variant={clientStatusBadgeVariant(status)}>{t(`clients.status.${status}`)}</Badge>;
}
