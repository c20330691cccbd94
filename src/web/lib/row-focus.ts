/**
 * Keeping the keyboard user's place when a row of a list goes away: rows carry
 * `data-row-key` (a table row on wide screens, a card on phones; only one of them
 * is shown).
 */

function shownRow(rowKey: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(`[data-row-key="${CSS.escape(rowKey)}"]`)].find((row) => row.checkVisibility());
}

/** The row after `rowKey`, or the one before it when it is the last. */
export function neighbourRowKey(rowKey: string): string | undefined {
  const row = shownRow(rowKey);
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  return neighbour instanceof HTMLElement ? neighbour.dataset.rowKey : undefined;
}

/** Focuses the first button of the row, or `fallback` when the row is not shown. */
export function focusRow(rowKey: string | undefined, fallback: HTMLElement | null) {
  requestAnimationFrame(() => {
    const target = (rowKey && shownRow(rowKey)?.querySelector<HTMLElement>("button")) || fallback;
    target?.focus();
  });
}
