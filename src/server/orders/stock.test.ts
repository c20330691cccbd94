import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "@shared/orders/order-status";
import { findShortage, heldStock, holdsStock, NOTHING_HELD, stockMovements, type Holdings } from "./stock";

const [desk, chair, lamp] = ["item-a-desk", "item-b-chair", "item-c-lamp"];

const holdings = (entries: Record<string, number>): Holdings => new Map(Object.entries(entries));

describe("which statuses hold stock", () => {
  it("holds stock while confirmed, delivered or paid", () => {
    expect(ORDER_STATUSES.filter(holdsStock)).toEqual(["confirmed", "delivered", "paid"]);
  });
});

describe("heldStock", () => {
  const lines = [
    { inventoryItemId: desk, quantity: 2 },
    { inventoryItemId: chair, quantity: 4 },
    { inventoryItemId: desk, quantity: 1 },
    { inventoryItemId: null, quantity: 7 },
  ];

  it("sums the lines of each item and ignores lines whose item was deleted", () => {
    expect(heldStock("confirmed", lines)).toEqual(holdings({ [desk]: 3, [chair]: 4 }));
  });

  it("is nothing for an order that does not hold stock", () => {
    expect(heldStock("created", lines)).toEqual(NOTHING_HELD);
    expect(heldStock("cancelled", lines)).toEqual(NOTHING_HELD);
  });
});

describe("stockMovements", () => {
  const lines = [
    { inventoryItemId: desk, quantity: 2 },
    { inventoryItemId: chair, quantity: 4 },
  ];

  it("takes the lines out when an order starts holding stock, and puts them back when it stops", () => {
    const taken = [
      { itemId: desk, change: -2 },
      { itemId: chair, change: -4 },
    ];
    expect(stockMovements(heldStock("created", lines), heldStock("confirmed", lines))).toEqual(taken);
    expect(stockMovements(heldStock("paid", lines), heldStock("cancelled", lines))).toEqual(
      taken.map(({ itemId, change }) => ({ itemId, change: -change })),
    );
  });

  it("moves nothing between two statuses that both hold stock, or both do not", () => {
    expect(stockMovements(heldStock("confirmed", lines), heldStock("delivered", lines))).toEqual([]);
    expect(stockMovements(heldStock("delivered", lines), heldStock("paid", lines))).toEqual([]);
    expect(stockMovements(heldStock("created", lines), heldStock("cancelled", lines))).toEqual([]);
  });

  it("moves only the difference of a line edit, item by item, in id order", () => {
    const before = holdings({ [lamp]: 1, [desk]: 2, [chair]: 4 });
    const after = holdings({ [desk]: 5, [chair]: 4 });
    expect(stockMovements(before, after)).toEqual([
      { itemId: desk, change: -3 },
      { itemId: lamp, change: 1 },
    ]);
  });

  it("puts back everything when the order is deleted", () => {
    expect(stockMovements(holdings({ [desk]: 2 }), NOTHING_HELD)).toEqual([{ itemId: desk, change: 2 }]);
  });

  it("leaves every item holding exactly what the order holds afterwards", () => {
    const someHoldings = fc
      .dictionary(fc.constantFrom(desk, chair, lamp), fc.integer({ min: 1, max: 50 }))
      .map((entries) => holdings(entries));
    fc.assert(
      fc.property(someHoldings, someHoldings, (before, after) => {
        const moved = new Map(stockMovements(before, after).map(({ itemId, change }) => [itemId, change]));
        for (const item of [desk, chair, lamp]) {
          const held = (holding: Holdings) => holding.get(item) ?? 0;
          expect(held(before) - (moved.get(item) ?? 0)).toBe(held(after));
        }
      }),
      { seed: 9, numRuns: 200 },
    );
  });
});

describe("findShortage", () => {
  const inStock = new Map([
    [desk, 3],
    [chair, 0],
  ]);

  it("finds the first item that would go below zero, with what is available and what was asked", () => {
    const movements = [
      { itemId: chair, change: 1 },
      { itemId: desk, change: -5 },
    ];
    expect(findShortage(movements, inStock)).toEqual({ itemId: desk, available: 3, requested: 5 });
  });

  it("allows taking exactly what is in stock, and always allows putting back", () => {
    expect(findShortage([{ itemId: desk, change: -3 }], inStock)).toBeUndefined();
    expect(findShortage([{ itemId: chair, change: 4 }], inStock)).toBeUndefined();
  });
});
