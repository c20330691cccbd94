import { createContext, type ComponentType, type HTMLAttributes, type ReactNode } from "react";
import type { Client } from "@shared/clients/client.schema";
import type { ClientStatus } from "@shared/clients/client-status";

/** What makes a card's element draggable: spread on it, with its ref. */
export interface CardDrag {
  setNodeRef: (element: HTMLElement | null) => void;
  /** aria-roledescription, aria-describedby (how to move it), aria-pressed while it moves. */
  attributes: HTMLAttributes<HTMLElement>;
  /** The pointer, touch and key handlers that start a move. */
  listeners: Pick<HTMLAttributes<HTMLElement>, "onKeyDown" | "onMouseDown" | "onTouchStart"> | undefined;
  isDragging: boolean;
}

/** What makes a column's element a place to drop on. */
export interface ColumnDrop {
  setNodeRef: (element: HTMLElement | null) => void;
  isOver: boolean;
}

/**
 * How cards and columns take part in moves. The drag-and-drop code loads when the board is
 * first pointed at, touched or focused (board-drag-and-drop.tsx); until then each card and
 * column renders as is (`undefined`), and a card already opens its client.
 */
export interface DragBindings {
  Card: ComponentType<{ client: Client; children: (drag: CardDrag | undefined) => ReactNode }>;
  Column: ComponentType<{ status: ClientStatus; children: (drop: ColumnDrop | undefined) => ReactNode }>;
}

export const NO_DRAG: DragBindings = {
  Card: ({ children }) => children(undefined),
  Column: ({ children }) => children(undefined),
};

export const DragBindingsContext = createContext<DragBindings>(NO_DRAG);
