import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@web/components/ui/button";

/** The edit and delete icon buttons at the end of a table row. */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  deleting = false,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={editLabel} onClick={onEdit}>
        <PencilIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={deleteLabel}
        disabled={deleting}
        onClick={onDelete}
      >
        <Trash2Icon />
      </Button>
    </>
  );
}
