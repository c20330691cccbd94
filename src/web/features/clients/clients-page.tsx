import { PlusIcon } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import type { Client } from "@shared/clients/client.schema";
import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import { CLIENT_SORT_FIELDS, DEFAULT_CLIENT_SORT, sortValues, type ClientSort } from "@shared/sorting";
import { PageHeader } from "@web/components/page-header";
import { PaginatedList } from "@web/components/paginated-list";
import { ListToolbar } from "@web/components/list-toolbar";
import { SearchInput } from "@web/components/search-input";
import { SegmentedControl } from "@web/components/segmented-control";
import { SortSelect } from "@web/components/sort-select";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { useNewRecordRequest } from "@web/lib/new-record-request";
import { dialogOnDemand } from "@web/lib/on-demand";
import { focusRow, neighbourRowKey } from "@web/lib/row-focus";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { flagFromUrl, useFlagFromUrl, type UrlFlag } from "@web/lib/use-flag-from-url";
import { searchFromUrl, useSearchFromUrl } from "@web/lib/use-search-from-url";
import { toastWithUndo } from "@web/lib/undo-toast";
import { sortFromUrl, useSortFromUrl } from "@web/lib/use-sort-from-url";
import { prefetchWorkspaceMembers } from "@web/lib/workspaces";
import type { FirstData } from "@web/lib/first-data";
import { useDeleteClient, useRestoreClient } from "./api/delete-client";
import { clientListQuery, type ClientListQuery, listClientsQueryOptions, useClients, type ClientFilters } from "./api/list-clients";
import { ClientsTable } from "./clients-table";

const ALL_STATUSES = "all";

/** The form, its rules (zod) and react-hook-form load when the dialog first opens, not with the list. */
const ClientFormDialog = dialogOnDemand(() => import("./client-form-dialog").then((module) => module.ClientFormDialog));

/** The list's filters as the page opens at `search`: its search, "Mine" and order from the address, every status. */
const clientFiltersFromUrl = (search: URLSearchParams): ClientFilters => ({
  q: searchFromUrl(search),
  status: undefined,
  owner: flagFromUrl(search, MINE) ? "me" : undefined,
  sort: sortFromUrl(search, sortValues(CLIENT_SORT_FIELDS), DEFAULT_CLIENT_SORT),
});

/** What the page shows first (src/web/lib/first-data.ts): the list's first page and the members who own its clients. */
export const clientsFirstData: FirstData = (queryClient, search) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(listClientsQueryOptions(clientFiltersFromUrl(search))),
    prefetchWorkspaceMembers(queryClient),
  ]);

/** "Mine" in the address (`?owner=me`): only the clients the user owns (docs/decisions.md 90). */
const MINE: UrlFlag = { name: "owner", value: "me" };

export interface ClientsPageProps {
  /**
   * What the screen puts beside "Add Client" (src/web/app/clients-screen.tsx: the export and the
   * import), given the list's filters and sort as the list sends them to the API.
   */
  actions?: (listQuery: ClientListQuery) => ReactNode;
}

export function ClientsPage({ actions }: ClientsPageProps) {
  const { t } = useTranslation();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useSearchFromUrl();
  const [status, setStatus] = useState<ClientStatus | undefined>(undefined);
  const [dialog, setDialog] = useState<{ open: boolean; client?: Client }>({ open: false });
  useNewRecordRequest(() => setDialog({ open: true }));
  const [sort, setSort] = useSortFromUrl(sortValues(CLIENT_SORT_FIELDS), DEFAULT_CLIENT_SORT);
  // Everyone's clients by default.
  const [mine, setMine] = useFlagFromUrl(MINE);
  const q = useDebouncedValue(search);
  const filters: ClientFilters = { q, status, owner: mine ? "me" : undefined, sort };
  const clients = useClients(filters);
  const deleteClient = useDeleteClient();
  const restoreClient = useRestoreClient();
  const searched = q.trim() !== "" || status !== undefined;

  function undo(client: Client) {
    restoreClient.mutate(client.id, {
      onSuccess: () => toast.success(t("clients.toasts.restored")),
      onError: (error) =>
        toast.error(t("clients.toasts.restoreFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error }),
    });
  }

  function remove(client: Client) {
    const nextRowKey = neighbourRowKey(client.id);
    deleteClient.mutate(client.id, {
      onSuccess: () => {
        toastWithUndo(t("clients.toasts.deleted"), t("common.undo"), () => undo(client));
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
          <div className="flex flex-wrap gap-2">
            {actions?.(clientListQuery(filters))}
            <Button ref={addButtonRef} onClick={() => setDialog({ open: true })}>
              <PlusIcon />
              {t("clients.addClient")}
            </Button>
          </div>
        }
      />
      <ListToolbar>
        <SearchInput label={t("clients.searchLabel")} placeholder={t("clients.searchPlaceholder")} value={search} onChange={setSearch} />
        <SegmentedControl
          className="w-full sm:w-auto"
          label={t("clients.owners.label")}
          value={mine ? "mine" : "everyone"}
          onChange={(owners) => setMine(owners === "mine")}
          options={[
            { value: "everyone", label: t("clients.owners.everyone") },
            { value: "mine", label: t("clients.owners.mine") },
          ]}
        />
        <NativeSelect
          className="sm:w-56"
          aria-label={t("clients.filterByStatus")}
          value={status ?? ALL_STATUSES}
          onChange={(event) => setStatus(event.target.value === ALL_STATUSES ? undefined : (event.target.value as ClientStatus))}
        >
          <option value={ALL_STATUSES}>{t("clients.allStatuses")}</option>
          {CLIENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`clients.status.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <SortSelect
          value={sort}
          onChange={setSort}
          options={[
            { value: "-created_at", label: t("sort.newest") },
            { value: "created_at", label: t("sort.oldest") },
            { value: "name", label: t("sort.nameAsc") },
            { value: "-name", label: t("sort.nameDesc") },
          ]}
        />
      </ListToolbar>
      <PaginatedList
        query={clients}
        loadingText={t("clients.loading")}
        loadFailedText={t("clients.toasts.loadFailed")}
        countText={(count, formatted) => t("clients.count", { count, formatted })}
        emptyText={searched ? t("clients.noMatches") : mine ? t("clients.noneOwned") : t("clients.empty")}
      >
        {(rows) => (
          <ClientsTable
            clients={rows}
            sort={{ value: sort, onChange: (value) => setSort(value as ClientSort) }}
            onEdit={(client) => setDialog({ open: true, client })}
            onDelete={remove}
            deletingId={deleteClient.isPending ? deleteClient.variables : undefined}
          />
        )}
      </PaginatedList>
      <ClientFormDialog open={dialog.open} client={dialog.client} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))} />
    </>
  );
}
