import { PlusIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Client } from "@shared/clients/client.schema";
import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import { PageHeader } from "@web/components/page-header";
import { PaginatedList } from "@web/components/paginated-list";
import { SearchInput } from "@web/components/search-input";
import { Button } from "@web/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { TOAST_DURATION } from "@web/components/ui/sonner";
import { apiErrorMessage } from "@web/lib/api-client";
import { formatInteger } from "@web/lib/format";
import { focusRow, neighbourRowKey } from "@web/lib/row-focus";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useDeleteClient } from "./api/delete-client";
import { useClients } from "./api/list-clients";
import { ClientFormDialog } from "./client-form-dialog";
import { ClientsTable } from "./clients-table";

const ALL_STATUSES = "all";

export function ClientsPage() {
  const { t, i18n } = useTranslation();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ClientStatus | undefined>(undefined);
  const [dialog, setDialog] = useState<{ open: boolean; client?: Client }>({ open: false });
  const q = useDebouncedValue(search);
  const clients = useClients({ q, status });
  const deleteClient = useDeleteClient();
  const filtered = q.trim() !== "" || status !== undefined;

  function remove(client: Client) {
    const nextRowKey = neighbourRowKey(client.id);
    deleteClient.mutate(client.id, {
      onSuccess: () => {
        toast.success(t("clients.toasts.deleted"));
        focusRow(nextRowKey, addButtonRef.current);
      },
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
          <Button ref={addButtonRef} onClick={() => setDialog({ open: true })}>
            <PlusIcon />
            {t("clients.addClient")}
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <SearchInput
          label={t("clients.searchLabel")}
          placeholder={t("clients.searchPlaceholder")}
          value={search}
          onChange={setSearch}
        />
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
      <PaginatedList
        query={clients}
        loadingText={t("clients.loading")}
        loadFailedText={t("clients.toasts.loadFailed")}
        countText={(total) => t("clients.count", { count: total, formatted: formatInteger(total, i18n.resolvedLanguage ?? "en") })}
        emptyText={filtered ? t("clients.noMatches") : t("clients.empty")}
      >
        {(rows) => (
          <ClientsTable
            clients={rows}
            onEdit={(client) => setDialog({ open: true, client })}
            onDelete={remove}
            deletingId={deleteClient.isPending ? deleteClient.variables : undefined}
          />
        )}
      </PaginatedList>
      <ClientFormDialog
        open={dialog.open}
        client={dialog.client}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </>
  );
}
