import { PlusIcon } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import { DEFAULT_INVENTORY_SORT, INVENTORY_SORT_FIELDS, sortValues, type InventorySort } from "@shared/sorting";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { PageHeader } from "@web/components/page-header";
import { PaginatedList } from "@web/components/paginated-list";
import { ListToolbar } from "@web/components/list-toolbar";
import { SearchInput } from "@web/components/search-input";
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
import type { FirstData } from "@web/lib/first-data";
import { useDeleteInventoryItem, useRestoreInventoryItem } from "./api/delete-inventory-item";
import {
  inventoryListQuery,
  type InventoryListQuery,
  listInventoryItemsQueryOptions,
  useInventoryItems,
  type InventoryFilters,
} from "./api/list-inventory-items";
import { InventoryTable } from "./inventory-table";

/** "Low stock only", kept in the address (`/inventory?low_stock=true`, where the dashboard leads). */
const LOW_STOCK: UrlFlag = { name: "low_stock", value: "true" };

/** What the page shows first (src/web/lib/first-data.ts): the list's first page, with the address's search, low stock and order. */
export const inventoryFirstData: FirstData = (queryClient, search) =>
  queryClient.prefetchInfiniteQuery(
    listInventoryItemsQueryOptions({
      q: searchFromUrl(search),
      lowStock: flagFromUrl(search, LOW_STOCK),
      sort: sortFromUrl(search, sortValues(INVENTORY_SORT_FIELDS), DEFAULT_INVENTORY_SORT),
    }),
  );

/** The form, its rules (zod) and react-hook-form load when the dialog first opens, not with the list. */
const InventoryFormDialog = dialogOnDemand(() => import("./inventory-form-dialog").then((module) => module.InventoryFormDialog));

export interface InventoryPageProps {
  /**
   * What the screen puts beside "Add Item" (src/web/app/inventory-screen.tsx: the export and the
   * import), given the list's filters and sort as the list sends them to the API.
   */
  actions?: (listQuery: InventoryListQuery) => ReactNode;
}

export function InventoryPage({ actions }: InventoryPageProps) {
  const { t } = useTranslation();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useSearchFromUrl();
  const [dialog, setDialog] = useState<{ open: boolean; item?: InventoryItem }>({ open: false });
  useNewRecordRequest(() => setDialog({ open: true }));
  /** The item whose deletion is being confirmed. */
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const [sort, setSort] = useSortFromUrl(sortValues(INVENTORY_SORT_FIELDS), DEFAULT_INVENTORY_SORT);
  const q = useDebouncedValue(search);
  const [lowStock, setLowStock] = useFlagFromUrl(LOW_STOCK);
  const filters: InventoryFilters = { q, lowStock, sort };
  const items = useInventoryItems(filters);
  const deleteItem = useDeleteInventoryItem();
  const restoreItem = useRestoreInventoryItem();

  function undo(item: InventoryItem) {
    restoreItem.mutate(item.id, {
      onSuccess: () => toast.success(t("inventory.toasts.restored")),
      onError: (error) =>
        toast.error(t("inventory.toasts.restoreFailed"), { description: apiErrorMessage(error, t), duration: TOAST_DURATION.error }),
    });
  }

  function remove(item: InventoryItem) {
    setDeleting(null);
    const nextRowKey = neighbourRowKey(item.id);
    deleteItem.mutate(item.id, {
      onSuccess: () => {
        toastWithUndo(t("inventory.toasts.deleted"), t("common.undo"), () => undo(item));
        focusRow(nextRowKey, addButtonRef.current);
      },
      onError: (error) =>
        toast.error(t("inventory.toasts.deleteFailed"), {
          description: apiErrorMessage(error, t),
          duration: TOAST_DURATION.error,
        }),
    });
  }

  return (
    <>
      <PageHeader
        title={t("inventory.title")}
        actions={
          <div className="flex flex-wrap gap-2">
            {actions?.(inventoryListQuery(filters))}
            <Button ref={addButtonRef} onClick={() => setDialog({ open: true })}>
              <PlusIcon />
              {t("inventory.addItem")}
            </Button>
          </div>
        }
      />
      <ListToolbar>
        <SearchInput
          label={t("inventory.searchLabel")}
          placeholder={t("inventory.searchPlaceholder")}
          value={search}
          onChange={setSearch}
        />
        <NativeSelect
          className="w-full sm:w-56"
          aria-label={t("inventory.filterByStock")}
          value={lowStock ? "low" : "all"}
          onChange={(event) => setLowStock(event.target.value === "low")}
        >
          <option value="all">{t("inventory.allItems")}</option>
          <option value="low">{t("inventory.lowStockOnly")}</option>
        </NativeSelect>
        <SortSelect
          value={sort}
          onChange={setSort}
          options={[
            { value: "-created_at", label: t("sort.newest") },
            { value: "created_at", label: t("sort.oldest") },
            { value: "item_name", label: t("sort.nameAsc") },
            { value: "-item_name", label: t("sort.nameDesc") },
            { value: "quantity", label: t("sort.stockAsc") },
            { value: "-quantity", label: t("sort.stockDesc") },
            { value: "unit_price", label: t("sort.priceAsc") },
            { value: "-unit_price", label: t("sort.priceDesc") },
          ]}
        />
      </ListToolbar>
      <PaginatedList
        query={items}
        loadingText={t("inventory.loading")}
        loadFailedText={t("inventory.toasts.loadFailed")}
        countText={(count, formatted) => t("inventory.count", { count, formatted })}
        emptyText={q.trim() !== "" ? t("inventory.noMatches") : lowStock ? t("inventory.noLowStock") : t("inventory.empty")}
      >
        {(rows) => (
          <InventoryTable
            items={rows}
            sort={{ value: sort, onChange: (value) => setSort(value as InventorySort) }}
            onEdit={(item) => setDialog({ open: true, item })}
            onDelete={setDeleting}
            deletingId={deleteItem.isPending ? deleteItem.variables : undefined}
          />
        )}
      </PaginatedList>
      <InventoryFormDialog open={dialog.open} item={dialog.item} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))} />
      <ConfirmDialogOnDemand
        title={deleting ? t("inventory.deleteTitle", { name: deleting.item_name }) : undefined}
        description={t("inventory.deleteDescription")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
