import { useState, type ReactNode } from "react";
import { Combobox } from "@web/components/combobox";
import { Link } from "@web/components/link";
import { useTranslation } from "@web/i18n/i18n";
import { formatInteger } from "@web/lib/format";
import { useWorkspaceMoney } from "@web/lib/money";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useLanguage } from "@web/i18n/use-language";
import { useInventoryItemSearch } from "./api/search-inventory-items";
import type { LineItem } from "./order-lines";

/** An order line's item, searched among the workspace's inventory; each option shows its price and stock. */
export function ItemPicker({
  value,
  onChange,
  label,
  invalid,
  describedBy,
}: {
  value: LineItem | null;
  onChange: (item: LineItem) => void;
  label: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useWorkspaceMoney();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, 200);
  const items = useInventoryItemSearch(q);
  const found = items.data?.items ?? [];

  let statusText: ReactNode;
  if (items.isPending) statusText = t("orders.itemPicker.loading");
  else if (found.length === 0 && q.trim() !== "") statusText = t("orders.itemPicker.noMatches");
  else if (found.length === 0) {
    // Nothing to search in: say so, and lead to where items are added.
    statusText = (
      <>
        {t("orders.itemPicker.emptyInventory")}{" "}
        <Link to="/inventory" className="font-medium text-primary underline underline-offset-4">
          {t("orders.itemPicker.goToInventory")}
        </Link>
      </>
    );
  }

  return (
    <Combobox
      ariaLabel={label}
      value={value?.id ?? null}
      selectedLabel={value?.name}
      placeholder={t("orders.itemPicker.choose")}
      options={found.map((item) => ({
        value: item.id,
        label: item.item_name,
        description: t("orders.itemPicker.priceAndStock", {
          price: money.format(item.unit_price),
          stock: formatInteger(item.quantity, language),
        }),
      }))}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t("orders.itemPicker.search")}
      loading={items.isPending}
      statusText={statusText}
      invalid={invalid}
      describedBy={describedBy}
      onChange={(option) => {
        const item = found.find((candidate) => candidate.id === option.value);
        if (item) {
          onChange({ id: item.id, name: item.item_name, unit_price: item.unit_price, stock: item.quantity, tax_rate_id: item.tax_rate_id });
        }
      }}
    />
  );
}
