/**
 * Undoing a delete (docs/decisions.md 84): the screens offer "Undo" in the delete's toast for
 * UNDO_TOAST_SECONDS; the API restores a record deleted up to UNDO_WINDOW_MINUTES ago.
 */
export const UNDO_TOAST_SECONDS = 8;
export const UNDO_WINDOW_MINUTES = 10;

/** What can be deleted and restored. */
export const DELETED_RECORD_KINDS = ["client", "inventory_item", "order"] as const;
export type DeletedRecordKind = (typeof DELETED_RECORD_KINDS)[number];
