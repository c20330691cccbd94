export const INVENTORY_ITEM_NAME_MAX_LENGTH = 200;
/** Largest quantity one item can hold; keeps sums of quantities far from integer overflow. */
export const INVENTORY_QUANTITY_MAX = 1_000_000_000;
/** The largest amount: numeric(14,4) holds up to 9,999,999,999.9999. */
export const MONEY_MAX = 9_999_999_999.99;
