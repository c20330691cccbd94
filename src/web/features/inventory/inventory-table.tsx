import { useTranslation } from "react-i18next";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import { DataList, type DataListColumn } from "@web/components/data-list";
import { RowActions } from "@web/components/row-actions";
import { formatInteger, formatMoney } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";

interface InventoryTableProps {
  items: InventoryItem[];
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
  deletingId?: string;
}

export function InventoryTable({ items, onEdit, onDelete, deletingId }: InventoryTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: DataListColumn<InventoryItem>[] = [
    { id: "item_name", header: t("inventory.fields.itemName"), card: "title", className: "font-medium", cell: (item) => item.item_name },
    {
      id: "quantity",
      header: t("inventory.fields.quantity"),
      align: "right",
      className: "tabular-nums",
      cell: (item) => formatInteger(item.quantity, language),
    },
    {
      id: "unit_price",
      header: t("inventory.fields.unitPrice"),
      align: "right",
      className: "tabular-nums whitespace-nowrap",
      cell: (item) => formatMoney(item.unit_price, language),
    },
  ];
  return (
    <DataList
      rows={items}
      columns={columns}
      rowKey={(item) => item.id}
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
