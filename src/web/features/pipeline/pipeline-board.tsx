import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Client } from "@shared/clients/client.schema";
import { CLIENT_STATUSES, type ClientStatus } from "@shared/clients/client-status";
import type { Pipeline } from "@shared/pipeline/pipeline.schema";
import { useTranslation } from "@web/i18n/i18n";
import { cn } from "@web/lib/cn";
import { memberLabel, useWorkspaceMembers } from "@web/lib/workspaces";
import type { BoardFilters } from "./api/get-pipeline";
import type { BoardDragAndDrop } from "./board-drag-and-drop";
import { PipelineColumn } from "./pipeline-column";

type DragAndDrop = typeof BoardDragAndDrop;

/** @dnd-kit and the moves' code: asked for once, by whichever board is used first. */
let dragAndDrop: Promise<DragAndDrop> | undefined;
const loadDragAndDrop = () => (dragAndDrop ??= import("./board-drag-and-drop").then((module) => module.BoardDragAndDrop));

/** What tells that someone is at the page: a pointer moving or pressed, a finger, a key. */
const FIRST_USE_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown"] as const;

/**
 * The code that moves cards, loaded on the first sign of use of the page (or when a card is
 * focused): looking at the board needs none of it, and a hand reaches a card after the pointer
 * moves. `beforeSwap` runs just before the cards that can move replace the others.
 */
function useDragAndDropOnFirstUse(beforeSwap: () => void): [DragAndDrop | undefined, () => void] {
  const [DragAndDrop, setDragAndDrop] = useState<DragAndDrop | undefined>(undefined);
  const beforeSwapRef = useRef(beforeSwap);
  useEffect(() => {
    beforeSwapRef.current = beforeSwap;
  });
  const load = useCallback(() => {
    void loadDragAndDrop().then((Component) => {
      beforeSwapRef.current();
      setDragAndDrop(() => Component);
    });
  }, []);
  useEffect(() => {
    if (DragAndDrop) return;
    const options = { capture: true, passive: true, once: true };
    for (const event of FIRST_USE_EVENTS) window.addEventListener(event, load, options);
    return () => {
      for (const event of FIRST_USE_EVENTS) window.removeEventListener(event, load, options);
    };
  }, [DragAndDrop, load]);
  return [DragAndDrop, load];
}

interface PipelineBoardProps {
  filters: BoardFilters;
  pipeline: Pipeline | undefined;
  onOpen: (client: Client) => void;
}

/**
 * The columns side by side, one per status in the pipeline's order, scrolled sideways where
 * they do not fit (docs/product.md "Pipeline"); a card dragged to another column (by mouse,
 * touch or keyboard) moves the client there.
 */
export function PipelineBoard({ filters, pipeline, onOpen }: PipelineBoardProps) {
  const { t } = useTranslation();
  const members = useWorkspaceMembers();
  // The card to focus once it shows in the given column: after a move by keyboard it is a new element there,
  // and so is every card when the moves' code arrives.
  const [cardToFocus, setCardToFocus] = useState<{ id: string; status: ClientStatus } | undefined>(undefined);
  const [dragging, setDragging] = useState(false);

  const ownerNames = useMemo(() => new Map(members.data?.items.map((member) => [member.user_id, memberLabel(member)])), [members.data]);
  // Nothing while the members load, rather than a dash that a name then replaces.
  const ownerNameOf = useCallback(
    (client: Client) => ownerNames.get(client.owner_id) ?? (members.isPending ? "" : t("common.empty")),
    [ownerNames, members.isPending, t],
  );
  const focusCard = useCallback((id: string, status: ClientStatus) => setCardToFocus({ id, status }), []);
  const onFocusTaken = useCallback(() => setCardToFocus(undefined), []);
  // The card that has the focus keeps it when the cards that can move replace the others.
  const [DragAndDrop, loadDragAndDrop] = useDragAndDropOnFirstUse(() => {
    const focused = document.activeElement?.closest<HTMLElement>("[data-card-id]");
    const status = focused?.closest<HTMLElement>("[data-status]")?.dataset.status as ClientStatus | undefined;
    if (focused?.dataset.cardId && status) focusCard(focused.dataset.cardId, status);
  });

  const columns = CLIENT_STATUSES.map((status) => (
    <PipelineColumn
      key={status}
      status={status}
      filters={filters}
      figures={pipeline?.columns.find((column) => column.status === status)}
      ownerNameOf={ownerNameOf}
      onOpen={onOpen}
      focusCardId={cardToFocus?.status === status ? cardToFocus.id : undefined}
      onFocusTaken={onFocusTaken}
    />
  ));

  return (
    <div
      data-testid="pipeline-board"
      // A card focused (by a script, or a screen reader's cursor) before any other sign of use.
      onFocus={DragAndDrop ? undefined : loadDragAndDrop}
      className={cn(
        // Relative: what is positioned inside (the screen readers' texts) scrolls with the board, never widening the page.
        "relative -mx-4 flex h-[calc(100dvh-15rem)] min-h-[26rem] snap-x gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0",
        dragging && "snap-none",
      )}
    >
      {DragAndDrop ? (
        <DragAndDrop filters={filters} ownerNameOf={ownerNameOf} focusCard={focusCard} onDraggingChange={setDragging}>
          {columns}
        </DragAndDrop>
      ) : (
        columns
      )}
    </div>
  );
}
