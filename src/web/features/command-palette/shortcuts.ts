import type { NavKey } from "@shared/screens";

/**
 * The keyboard shortcuts (docs/product.md "Command palette and shortcuts"), as data: the shell
 * listens for them, and the list `?` opens is made from this table.
 */

/** "g" then a letter opens a section, as in the mail and issue trackers people know. */
export const GO_TO_KEYS: Readonly<Record<NavKey, string>> = {
  dashboard: "d",
  clients: "c",
  inventory: "i",
  orders: "o",
  sales: "s",
  pipeline: "p",
  reports: "r",
  connect: "m",
};

/** How long after "g" its second key may come. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/** The lists where "n" opens the form of a new record (src/web/lib/new-record-request.ts). */
export const NEW_RECORD_LISTS = ["/clients", "/inventory", "/orders"] as const;
export type NewRecordList = (typeof NEW_RECORD_LISTS)[number];

export type Shortcut = { kind: "palette" } | { kind: "help" } | { kind: "go"; section: NavKey } | { kind: "new"; list: NewRecordList };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * The shortcut that `press` completes, given the key pressed just before (`previous`, within
 * SEQUENCE_TIMEOUT_MS) and the list shown (`pathname`), or undefined. Ctrl+K and ⌘K open the
 * palette anywhere; the others are single keys, which the caller ignores while a field,
 * a menu or a dialog has the focus.
 */
export function shortcutOf(press: KeyPress, previous: string | undefined, pathname: string): Shortcut | undefined {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === "k") return { kind: "palette" };
  if (press.ctrlKey || press.metaKey || press.altKey) return undefined;
  if (previous === "g") {
    const section = (Object.keys(GO_TO_KEYS) as NavKey[]).find((candidate) => GO_TO_KEYS[candidate] === press.key);
    return section ? { kind: "go", section } : undefined;
  }
  if (press.key === "?") return { kind: "help" };
  const list = NEW_RECORD_LISTS.find((candidate) => candidate === pathname);
  if (press.key === "n" && list) return { kind: "new", list };
  return undefined;
}

/** Whether `target` takes typed keys, or is within a menu or dialog of its own, where single-key shortcuts must not fire. */
export function takesKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("input, textarea, select, [role='dialog'], [role='alertdialog'], [role='menu'], [role='listbox']")) return true;
  return false;
}
