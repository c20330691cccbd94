import { describe, expect, it } from "vitest";
import { shortcutOf, type KeyPress } from "./shortcuts";

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe("keyboard shortcuts", () => {
  it("open the palette with Ctrl+K or ⌘K, whatever came before", () => {
    expect(shortcutOf(press("k", { ctrlKey: true }), undefined, "/dashboard")).toEqual({ kind: "palette" });
    expect(shortcutOf(press("K", { metaKey: true }), "g", "/clients")).toEqual({ kind: "palette" });
    expect(shortcutOf(press("k", { ctrlKey: true, altKey: true }), undefined, "/dashboard")).toBeUndefined();
  });

  it("go to a section with g then its letter, and nothing on g then another key", () => {
    expect(shortcutOf(press("c"), "g", "/dashboard")).toEqual({ kind: "go", section: "clients" });
    expect(shortcutOf(press("o"), "g", "/clients")).toEqual({ kind: "go", section: "orders" });
    expect(shortcutOf(press("m"), "g", "/clients")).toEqual({ kind: "go", section: "connect" });
    expect(shortcutOf(press("x"), "g", "/clients")).toBeUndefined();
    expect(shortcutOf(press("c"), undefined, "/dashboard")).toBeUndefined();
  });

  it("open a new record's form with n on the three lists only", () => {
    expect(shortcutOf(press("n"), undefined, "/clients")).toEqual({ kind: "new", list: "/clients" });
    expect(shortcutOf(press("n"), undefined, "/inventory")).toEqual({ kind: "new", list: "/inventory" });
    expect(shortcutOf(press("n"), undefined, "/orders")).toEqual({ kind: "new", list: "/orders" });
    expect(shortcutOf(press("n"), undefined, "/dashboard")).toBeUndefined();
    expect(shortcutOf(press("n"), undefined, "/orders/0b6f3a8e")).toBeUndefined();
    expect(shortcutOf(press("n", { ctrlKey: true }), undefined, "/clients")).toBeUndefined();
  });

  it("list themselves with ?", () => {
    expect(shortcutOf(press("?"), undefined, "/reports")).toEqual({ kind: "help" });
  });
});
