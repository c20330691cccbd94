import { useTranslation } from "react-i18next";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import { RowActions } from "@web/components/row-actions";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { formatInteger, formatMoney } from "@web/lib/format";

interface InventoryTableProps {
  items: InventoryItem[];
  onEdit: (item: InventoryItem) => void;
  onDelete: (item: InventoryItem) => void;
  deletingId?: string;
}

export function InventoryTable({ items, onEdit, onDelete, deletingId }: InventoryTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("inventory.fields.itemName")}</TableHead>
          <TableHead className="text-right">{t("inventory.fields.quantity")}</TableHead>
          <TableHead className="text-right">{t("inventory.fields.unitPrice")}</TableHead>
          <TableHead className="text-right">{t("common.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="font-medium">{item.item_name}</TableCell>
            <TableCell className="text-right tabular-nums">{formatInteger(item.quantity, language)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(item.unit_price, language)}</TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <RowActions
                editLabel={t("inventory.editItem", { name: item.item_name })}
                deleteLabel={t("inventory.deleteItem", { name: item.item_name })}
                onEdit={() => onEdit(item)}
                onDelete={() => onDelete(item)}
                deleting={deletingId === item.id}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
