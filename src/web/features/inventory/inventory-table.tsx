import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import { isLowOnStock } from "@shared/inventory/low-stock";
import { DataList, type DataListColumn, type DataListProps } from "@web/components/data-list";
import { RowActions } from "@web/components/row-actions";
import { Badge } from "@web/components/ui/badge";
import { WARNING_COLOURS } from "@web/components/warning-colours";
import { useTranslation } from "@web/i18n/i18n";
import { formatInteger } from "@web/lib/format";
import { useWorkspaceMoney } from "@web/lib/money";
import { useLanguage } from "@web/i18n/use-language";

interface InventoryTableProps {
  items: InventoryItem[];
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
  deletingId?: string;
  sort: DataListProps<InventoryItem>["sort"];
}

export function InventoryTable({ items, onEdit, onDelete, deletingId, sort }: InventoryTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useWorkspaceMoney();
  const columns: DataListColumn<InventoryItem>[] = [
    {
      id: "item_name",
      header: t("inventory.fields.itemName"),
      card: "title",
      className: "font-medium",
      sortable: { field: "item_name", firstDirection: "ascending" },
      cell: (item) => item.item_name,
    },
    {
      id: "quantity",
      header: t("inventory.fields.quantity"),
      sortable: { field: "quantity", firstDirection: "ascending" },
      align: "right",
      className: "tabular-nums",
      cell: (item) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
          {isLowOnStock(item) && (
            <Badge variant="outline" className={WARNING_COLOURS}>
              {t("inventory.lowStock")}
            </Badge>
          )}
          {formatInteger(item.quantity, language)}
        </span>
      ),
    },
    {
      id: "unit_price",
      header: t("inventory.fields.unitPrice"),
      sortable: { field: "unit_price", firstDirection: "ascending" },
      align: "right",
      className: "tabular-nums whitespace-nowrap",
      cell: (item) => money.format(item.unit_price),
    },
  ];
  return (
    <DataList
      rows={items}
      columns={columns}
      rowKey={(item) => item.id}
      sort={sort}
      actionsHeader={t("common.actions")}
      actions={(item) => (
        <RowActions
          editLabel={t("inventory.editItem", { name: item.item_name })}
          deleteLabel={t("inventory.deleteItem", { name: item.item_name })}
          onEdit={() => onEdit(item)}
          onDelete={() => onDelete(item)}
          deleting={deletingId === item.id}
        />
      )}
    />
  );
}
