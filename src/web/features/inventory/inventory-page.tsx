import { PlusIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import { PageHeader } from "@web/components/page-header";
import { PaginatedList } from "@web/components/paginated-list";
import { SearchInput } from "@web/components/search-input";
import { Button } from "@web/components/ui/button";
import { TOAST_DURATION } from "@web/components/ui/sonner";
import { apiErrorMessage } from "@web/lib/api-client";
import { formatInteger } from "@web/lib/format";
import { focusRow, neighbourRowKey } from "@web/lib/row-focus";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useDeleteInventoryItem } from "./api/delete-inventory-item";
import { useInventoryItems } from "./api/list-inventory-items";
import { InventoryFormDialog } from "./inventory-form-dialog";
import { InventoryTable } from "./inventory-table";

export function InventoryPage() {
  const { t, i18n } = useTranslation();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState("");
  const [dialog, setDialog] = useState<{ open: boolean; item?: InventoryItem }>({ open: false });
  const q = useDebouncedValue(search);
  const items = useInventoryItems(q);
  const deleteItem = useDeleteInventoryItem();

  function remove(item: InventoryItem) {
    if (!window.confirm(t("inventory.confirmDelete"))) return;
    const nextRowKey = neighbourRowKey(item.id);
    deleteItem.mutate(item.id, {
      onSuccess: () => {
        toast.success(t("inventory.toasts.deleted"));
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
          <Button ref={addButtonRef} onClick={() => setDialog({ open: true })}>
            <PlusIcon />
            {t("inventory.addItem")}
          </Button>
        }
      />
      <div className="mb-4 flex">
        <SearchInput
          label={t("inventory.searchLabel")}
          placeholder={t("inventory.searchPlaceholder")}
          value={search}
          onChange={setSearch}
        />
      </div>
      <PaginatedList
        query={items}
        loadingText={t("inventory.loading")}
        loadFailedText={t("inventory.toasts.loadFailed")}
        countText={(total) => t("inventory.count", { count: total, formatted: formatInteger(total, i18n.resolvedLanguage ?? "en") })}
        emptyText={q.trim() !== "" ? t("inventory.noMatches") : t("inventory.empty")}
      >
        {(rows) => (
          <InventoryTable
            items={rows}
            onEdit={(item) => setDialog({ open: true, item })}
            onDelete={remove}
            deletingId={deleteItem.isPending ? deleteItem.variables : undefined}
          />
        )}
      </PaginatedList>
      <InventoryFormDialog
        open={dialog.open}
        item={dialog.item}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </>
  );
}
