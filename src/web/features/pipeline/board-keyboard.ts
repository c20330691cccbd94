import { KeyboardCode, type KeyboardCoordinateGetter, type KeyboardSensorOptions } from "@dnd-kit/core";
import type { CardData } from "./pipeline-card";

/**
 * The keys of a move by keyboard: Space picks the card up and drops it, Escape puts it back.
 * Enter is left to open the client.
 */
export const BOARD_KEYBOARD_CODES: KeyboardSensorOptions["keyboardCodes"] = {
  start: [KeyboardCode.Space],
  end: [KeyboardCode.Space],
  cancel: [KeyboardCode.Esc],
};

/**
 * The left and right arrows carry the card to the previous or next column, whole columns at a
 * time: where the card would stand centred in that column, at the height it is. Up and down do
 * nothing: a column keeps its cards newest first.
 */
export const columnByColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  // Over a column, or not yet moved: the card's own.
  const from = over?.id ?? cardStatus(context.active?.data.current);
  const index = columns.findIndex((column) => column.id === from);
  const target = index === -1 ? undefined : columns[index + step];
  if (!target) return undefined;
  const top = Math.min(Math.max(currentCoordinates.y, target.rect.top), target.rect.bottom - collisionRect.height);
  return { x: target.rect.left + (target.rect.width - collisionRect.width) / 2, y: top };
};

/** The column a card is in, from what it carries. */
function cardStatus(data: unknown): CardData["client"]["status"] | undefined {
  return (data as CardData | undefined)?.client.status;
}
