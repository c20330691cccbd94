import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
} from "@dnd-kit/core";
import { useRef, useState, type ReactNode } from "react";
import type { Client } from "@shared/clients/client.schema";
import type { ClientStatus } from "@shared/clients/client-status";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import type { BoardFilters } from "./api/get-pipeline";
import { useMoveClient } from "./api/move-client";
import { BOARD_KEYBOARD_CODES, columnByColumn } from "./board-keyboard";
import { DragBindingsContext, type CardDrag, type ColumnDrop, type DragBindings } from "./drag-bindings";
import { CARD_CLASSES, CardFace, type CardData } from "./pipeline-card";

/** What a column carries as a drop target: its status. */
export interface ColumnData {
  status: ClientStatus;
}

/** The column under the pointer; without a pointer (a move by keyboard), the one the card overlaps most. */
const columnUnderCard: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

const clientOf = (active: Active) => (active.data.current as CardData | undefined)?.client;
const statusOf = (over: Over | null) => (over?.data.current as ColumnData | undefined)?.status;

function DraggableCard({ client, children }: { client: Client; children: (drag: CardDrag) => ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: client.id,
    data: { client } satisfies CardData,
    attributes: { roleDescription: t("pipeline.card.roleDescription") },
  });
  return children({ setNodeRef, attributes, listeners: listeners as CardDrag["listeners"], isDragging });
}

function DroppableColumn({ status, children }: { status: ClientStatus; children: (drop: ColumnDrop) => ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: status, data: { status } satisfies ColumnData });
  return children({ setNodeRef, isOver });
}

const DRAG_BINDINGS: DragBindings = { Card: DraggableCard, Column: DroppableColumn };

interface BoardDragAndDropProps {
  filters: BoardFilters;
  ownerNameOf: (client: Client) => string;
  /** Gives the focus to the card once it shows in that column: after a move by keyboard, it is a new element there. */
  focusCard: (id: string, status: ClientStatus) => void;
  /** Told when a card is picked up and put down: the board stops snapping to columns meanwhile. */
  onDraggingChange: (dragging: boolean) => void;
  children: ReactNode;
}

/**
 * Moving cards between the columns (docs/product.md "Pipeline"; docs/decisions.md 105 and 106),
 * by mouse, touch or keyboard, told to screen readers as it goes: a drop moves the client at
 * once, and back with a message if the server refuses. Loaded with @dnd-kit when the board is
 * first used.
 */
export function BoardDragAndDrop({ filters, ownerNameOf, focusCard, onDraggingChange, children }: BoardDragAndDropProps) {
  const { t } = useTranslation();
  const moveClient = useMoveClient();
  const [dragged, setDraggedClient] = useState<Client | undefined>(undefined);
  const setDragged = (client: Client | undefined) => {
    setDraggedClient(client);
    onDraggingChange(client !== undefined);
  };
  // Where the dragged card was last over (undefined: nowhere yet since the pick-up; null: over no column).
  // Picking a card up puts it over its own column, which need not be announced after the pick-up.
  const lastOver = useRef<ClientStatus | null | undefined>(undefined);
  const sensors = useSensors(
    // A click opens the client; a drag starts once the pointer has moved a little.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A finger scrolls the board and its columns; holding a card a moment picks it up.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { keyboardCodes: BOARD_KEYBOARD_CODES, coordinateGetter: columnByColumn }),
  );

  const columnName = (status: ClientStatus | undefined) => (status ? t(`clients.status.${status}`) : "");
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("pipeline.announcements.pickedUp", { name: clientOf(active)?.name, column: columnName(clientOf(active)?.status) }),
    onDragOver: ({ active, over }) => {
      const status = statusOf(over);
      const first = lastOver.current === undefined;
      lastOver.current = status ?? null;
      if (first && status === clientOf(active)?.status) return undefined;
      return status
        ? t("pipeline.announcements.over", { name: clientOf(active)?.name, column: columnName(status) })
        : t("pipeline.announcements.notOver", { name: clientOf(active)?.name });
    },
    onDragEnd: ({ active, over }) => {
      const client = clientOf(active);
      const to = statusOf(over);
      return to && to !== client?.status
        ? t("pipeline.announcements.dropped", { name: client?.name, column: columnName(to) })
        : t("pipeline.announcements.returned", { name: client?.name, column: columnName(client?.status) });
    },
    onDragCancel: ({ active }) =>
      t("pipeline.announcements.cancelled", { name: clientOf(active)?.name, column: columnName(clientOf(active)?.status) }),
  };

  function onDragStart({ active }: DragStartEvent) {
    lastOver.current = undefined;
    setDragged(clientOf(active));
  }

  function onDragEnd({ active, over, activatorEvent }: DragEndEvent) {
    setDragged(undefined);
    const client = clientOf(active);
    const to = statusOf(over);
    if (!client || !to || to === client.status) return;
    // Moved by keyboard: the focus follows the card to its new column (and back if the move is refused).
    const byKeyboard = activatorEvent instanceof KeyboardEvent;
    if (byKeyboard) focusCard(client.id, to);
    moveClient.mutate(
      { client, to, filters },
      {
        onError: (error) => {
          if (byKeyboard) focusCard(client.id, client.status);
          toast.error(t("pipeline.toasts.moveFailed", { name: client.name }), {
            description: apiErrorMessage(error, t),
            duration: TOAST_DURATION.error,
          });
        },
      },
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderCard}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(undefined)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("pipeline.instructions") } }}
    >
      <DragBindingsContext.Provider value={DRAG_BINDINGS}>{children}</DragBindingsContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className={cn(CARD_CLASSES, "w-[min(16rem,calc(100vw-5rem))] cursor-grabbing shadow-lg ring-2 ring-primary")}>
            <CardFace client={dragged} ownerName={ownerNameOf(dragged)} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
