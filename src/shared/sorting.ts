/**
 * A list's order as the API's `sort` parameter writes it: a field for ascending,
 * `-field` for descending (`?sort=-created_at`, newest first).
 */
export type SortValue<Field extends string> = Field | `-${Field}`;

/** Every `sort` value of a list that can be sorted by these fields. */
export function sortValues<Field extends string>(fields: readonly Field[]): [SortValue<Field>, ...SortValue<Field>[]] {
  return fields.flatMap((field) => [field, `-${field}` as const]) as [SortValue<Field>, ...SortValue<Field>[]];
}

/** A sort value's field and direction. */
export function parseSort<Field extends string>(sort: SortValue<Field>): { field: Field; descending: boolean } {
  const descending = sort.startsWith("-");
  return { field: (descending ? sort.slice(1) : sort) as Field, descending };
}

/** The clients list sorts by when a client was added or by name. */
export const CLIENT_SORT_FIELDS = ["created_at", "name"] as const;
export type ClientSort = SortValue<(typeof CLIENT_SORT_FIELDS)[number]>;
export const DEFAULT_CLIENT_SORT: ClientSort = "-created_at";

/** The inventory list sorts by when an item was added, its name, its stock or its price. */
export const INVENTORY_SORT_FIELDS = ["created_at", "item_name", "quantity", "unit_price"] as const;
export type InventorySort = SortValue<(typeof INVENTORY_SORT_FIELDS)[number]>;
export const DEFAULT_INVENTORY_SORT: InventorySort = "-created_at";

/** The orders list sorts by date, total or status (in the lifecycle's order, then by date). */
export const ORDER_SORT_FIELDS = ["created_at", "total_price", "status"] as const;
export type OrderSort = SortValue<(typeof ORDER_SORT_FIELDS)[number]>;
export const DEFAULT_ORDER_SORT: OrderSort = "-created_at";
