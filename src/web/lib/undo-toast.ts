import { UNDO_TOAST_SECONDS } from "@shared/undo";
import { toast } from "@web/lib/toast";

/**
 * The toast of a delete that can be undone: its message and an "Undo" button, shown for
 * UNDO_TOAST_SECONDS (docs/decisions.md 84). The delete has happened; undoing restores it.
 */
export function toastWithUndo(message: string, undoLabel: string, onUndo: () => void) {
  toast.success(message, {
    duration: UNDO_TOAST_SECONDS * 1000,
    action: { label: undoLabel, onClick: onUndo },
  });
}
