import { PencilIcon } from "lucide-react";
import { useState, type ComponentType } from "react";
import { useParams } from "react-router";
import type { Client } from "@shared/clients/client.schema";
import type { OrderStatus } from "@shared/orders/order-status";
import { BackLink } from "@web/components/back-link";
import { Skeleton } from "@web/components/figure-card";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { ApiError } from "@web/lib/api-client";
import { usePageTitle } from "@web/lib/use-page-title";
import { useClient } from "./api/get-client";
import { BillingDetails, ClientDetails } from "./client-details";
import { ClientFigures, ClientOrders } from "./client-orders";
import { ClientTimeline } from "./client-timeline";

/** What the clients feature's edit dialog takes. */
export interface ClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client: Client;
}

/**
 * The parts of other features the page shows, handed to it where the features are put together
 * (src/web/app/client-screen.tsx): features do not import each other.
 */
export interface ClientPageProps {
  /** The clients feature's dialog, which edits every field of the client. */
  EditDialog: ComponentType<ClientDialogProps>;
  /** The orders feature's status badge, on each of the client's orders. */
  OrderStatusBadge: ComponentType<{ status: OrderStatus }>;
  /** The client's tasks, beside the timeline. */
  Tasks?: ComponentType<{ clientId: string }>;
  /** Writing an email to the client, among the header's actions. */
  WriteEmail?: ComponentType<{ client: Client }>;
}

function BackToClients() {
  const { t } = useTranslation();
  return <BackLink to="/clients" label={t("clientPage.back")} />;
}

/** The page's shape in grey while the client loads: the heading, then the two columns. */
function ClientPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("clientPage.loading")}>
      <Skeleton className="mb-3 h-9 w-64 max-w-full" />
      <Skeleton className="mb-6 h-5 w-48 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
        <div className="space-y-6 lg:col-span-3">
          <Skeleton className="h-96 w-full" />
        </div>
      </div>
    </div>
  );
}

/** `/clients/:id`: everything about one client on one page (docs/product.md "The client page"). */
export function ClientPage(props: ClientPageProps) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const client = useClient(id);

  if (client.isPending) {
    return (
      <>
        <BackToClients />
        <ClientPageSkeleton />
      </>
    );
  }
  if (client.isError) {
    const missing = client.error instanceof ApiError && (client.error.code === "NOT_FOUND" || client.error.code === "VALIDATION");
    return (
      <>
        <BackToClients />
        <PageHeader title={missing ? t("clientPage.notFound") : t("clientPage.loadFailed")} />
      </>
    );
  }
  return <ClientView key={client.data.id} client={client.data} {...props} />;
}

function ClientView({ client, EditDialog, OrderStatusBadge, Tasks, WriteEmail }: ClientPageProps & { client: Client }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const subtitle = [client.position, client.company].filter(Boolean).join(" · ");
  usePageTitle(t("clientPage.documentTitle", { name: client.name }));

  return (
    <>
      <BackToClients />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{client.name}</h1>
          {subtitle && (
            <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]" data-testid="client-subtitle">
              {subtitle}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {WriteEmail && <WriteEmail client={client} />}
          <Button variant="outline" aria-haspopup="dialog" onClick={() => setEditing(true)}>
            <PencilIcon />
            {t("common.edit")}
          </Button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ClientDetails client={client} />
          <BillingDetails client={client} />
          <ClientFigures clientId={client.id} />
          <ClientOrders clientId={client.id} OrderStatusBadge={OrderStatusBadge} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-3">
          {Tasks && <Tasks clientId={client.id} />}
          <ClientTimeline clientId={client.id} />
        </div>
      </div>
      <EditDialog open={editing} onOpenChange={setEditing} client={client} />
    </>
  );
}
