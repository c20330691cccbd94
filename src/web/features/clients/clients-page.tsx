import { PlusIcon, SearchIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Client } from "@shared/clients/client.schema";
import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { TOAST_DURATION } from "@web/components/ui/sonner";
import { apiErrorMessage } from "@web/lib/api-client";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useLoadMore } from "@web/lib/use-load-more";
import { useDeleteClient } from "./api/delete-client";
import { useClients } from "./api/list-clients";
import { ClientFormDialog } from "./client-form-dialog";
import { ClientsTable } from "./clients-table";

const ALL_STATUSES = "all";

export function ClientsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ClientStatus | undefined>(undefined);
  const [dialog, setDialog] = useState<{ open: boolean; client?: Client }>({ open: false });
  const q = useDebouncedValue(search);
  const clients = useClients({ q, status });
  const deleteClient = useDeleteClient();
  const loadMoreRef = useLoadMore<HTMLDivElement>(
    () => void clients.fetchNextPage(),
    clients.hasNextPage && !clients.isFetchingNextPage,
  );

  const rows = clients.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = q.trim() !== "" || status !== undefined;

  function remove(client: Client) {
    deleteClient.mutate(client.id, {
      onSuccess: () => toast.success(t("clients.toasts.deleted")),
      onError: (error) =>
        toast.error(t("clients.toasts.deleteFailedWithMessage", { message: apiErrorMessage(error, t) }), {
          duration: TOAST_DURATION.error,
        }),
    });
  }

  return (
    <>
      <PageHeader
        title={t("clients.title")}
        actions={
          <Button onClick={() => setDialog({ open: true })}>
            <PlusIcon />
            {t("clients.addClient")}
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            className="pl-9"
            aria-label={t("clients.searchLabel")}
            placeholder={t("clients.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Select
          value={status ?? ALL_STATUSES}
          onValueChange={(value) => setStatus(value === ALL_STATUSES ? undefined : (value as ClientStatus))}
        >
          <SelectTrigger className="sm:w-56" aria-label={t("clients.filterByStatus")}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_STATUSES}>{t("clients.allStatuses")}</SelectItem>
            {CLIENT_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`clients.status.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Card>
        {clients.isPending ? (
          <p className="p-8 text-center text-muted-foreground" role="status">
            {t("clients.loading")}
          </p>
        ) : clients.isError ? (
          <p className="p-8 text-center text-destructive" role="alert">
            {t("clients.toasts.loadFailed")}: {apiErrorMessage(clients.error, t)}
          </p>
        ) : rows.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">{filtered ? t("clients.noMatches") : t("clients.empty")}</p>
        ) : (
          <>
            <ClientsTable
              clients={rows}
              onEdit={(client) => setDialog({ open: true, client })}
              onDelete={remove}
              deletingId={deleteClient.isPending ? deleteClient.variables : undefined}
            />
            <div ref={loadMoreRef} className="p-3 text-center text-sm text-muted-foreground">
              {clients.isFetchingNextPage && t("common.loadingMore")}
            </div>
          </>
        )}
      </Card>
      <ClientFormDialog
        open={dialog.open}
        client={dialog.client}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </>
  );
}
