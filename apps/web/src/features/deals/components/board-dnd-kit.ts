// What the board's columns and cards need of drag and drop, given to them by the board: dnd-kit's
// hooks from its chunk (board-dnd.tsx), or stand-ins that do nothing, for those who may not move deals
// (whose board does not wait for it) and where it could not load. A board has one kit for as long as it is mounted
// (kanban-board.tsx waits for the chunk before it renders), so each column and card calls the same hooks.
import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { createContext, type ReactNode, useContext } from "react";

export type SortableCard = {
  /** The card can be picked up (else a plain list item, moved by its Move to… menu only). */
  draggable: boolean;
  attributes: DraggableAttributes | Record<string, never>;
  listeners: DraggableSyntheticListeners;
  setNodeRef: (node: HTMLElement | null) => void;
  /** The CSS transform that follows the pointer while the card moves, if it does. */
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
};

export type BoardDndKit = {
  /** A column as a place to drop a card (only an empty column is one; else its cards are). */
  useDroppable: (args: { id: string; disabled: boolean }) => {
    setNodeRef: (node: HTMLElement | null) => void;
    isOver: boolean;
  };
  /** Around a column's cards: the order they sort in. */
  SortableList: (props: { id: string; items: string[]; children: ReactNode }) => ReactNode;
  /** A card that can be picked up (pointer, touch, or keyboard). */
  useSortable: (args: { id: string; disabled: boolean }) => SortableCard;
};

const noRef = () => {};
const still: SortableCard = {
  draggable: false,
  attributes: {},
  listeners: undefined,
  setNodeRef: noRef,
  transform: undefined,
  transition: undefined,
  isDragging: false,
};

/** Nothing moves: for those who may not move deals, and where dnd-kit could not load. */
export const stillKit: BoardDndKit = {
  useDroppable: () => ({ setNodeRef: noRef, isOver: false }),
  SortableList: ({ children }) => children,
  useSortable: () => still,
};

const BoardDndKitContext = createContext<BoardDndKit>(stillKit);

export const BoardDndKitProvider = BoardDndKitContext.Provider;

export function useBoardDndKit(): BoardDndKit {
  return useContext(BoardDndKitContext);
}
