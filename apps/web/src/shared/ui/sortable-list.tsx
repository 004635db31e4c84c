// A vertical list whose rows are reordered by dragging a handle, with a pointer or the keyboard (Space or
// Enter picks a row up, the arrow keys move it, Space or Enter drops it, Escape puts it back); screen
// readers hear each step. Rows also offer their own Move up / Move down (WCAG 2.5.7), calling the same
// `onMove`.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Paper, Stack } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "../i18n/use-translation.ts";

/** The list with the item at `from` moved to `to`; null when that is no move (same place, or outside the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] | null {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return null;
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return null;
  next.splice(to, 0, item);
  return next;
}

export type SortableListProps = {
  /** The rows' sortable ids, in order; stable, so rows (and keyboard focus) stay in place as they move. */
  ids: string[];
  /** What each row is called when a move is announced, in the same order. */
  labels: readonly string[];
  /** The list's accessible name. */
  label: string;
  /**
   * The i18n key holding the wording: `instructions`, and `pickedUp`, `movedOver`, `dropped` (given
   * label, position and count), `cancelled` and, if the list says so, `notOver` (given label).
   */
  messagesKey: string;
  /** A row was dropped on another's place (positions from 0). */
  onMove: (from: number, to: number) => void;
  /** The rows: a SortableItem each, in the order of `ids`. */
  children: ReactNode;
};

export function SortableList({ ids, labels, label, messagesKey, onMove, children }: SortableListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: string | number) => ids.indexOf(String(id));
  const labelOf = (id: string | number) => labels[indexOf(id)] ?? "";
  const step = (key: string, active: string | number, over: string | number) =>
    t(`${messagesKey}.${key}`, { label: labelOf(active), position: indexOf(over) + 1, count: ids.length });
  const cancelled = (active: string | number) => t(`${messagesKey}.cancelled`, { label: labelOf(active) });
  const announcements: Announcements = {
    onDragStart: ({ active }) => step("pickedUp", active.id, active.id),
    onDragOver: ({ active, over }) =>
      over
        ? step("movedOver", active.id, over.id)
        : // A list without this wording says nothing.
          t(`${messagesKey}.notOver`, { label: labelOf(active.id), defaultValue: "" }),
    onDragEnd: ({ active, over }) => (over ? step("dropped", active.id, over.id) : cancelled(active.id)),
    onDragCancel: ({ active }) => cancelled(active.id),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t(`${messagesKey}.instructions`) },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: "none" }} aria-label={label}>
          {children}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

const SortableItemContext = createContext<ReturnType<typeof useSortable> | null>(null);

export type SortableItemProps = {
  id: string;
  /** The row stays where it is (read-only, or not saved yet). */
  disabled?: boolean;
  children: ReactNode;
};

/** One row of a SortableList: a bordered list item that follows the drag; put a DragHandle inside. */
export function SortableItem({ id, disabled = false, children }: SortableItemProps) {
  const sortable = useSortable({ id, disabled });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <SortableItemContext value={sortable}>
      <Paper
        ref={setNodeRef}
        component="li"
        withBorder
        radius="sm"
        px="xs"
        py={6}
        style={{
          transform: CSS.Translate.toString(transform),
          transition,
          position: "relative",
          zIndex: isDragging ? 1 : undefined,
          boxShadow: isDragging ? "var(--mantine-shadow-md)" : undefined,
        }}
      >
        {children}
      </Paper>
    </SortableItemContext>
  );
}

export type DragHandleProps = {
  /** Names the row, e.g. "Drag to reorder Notes". */
  label: string;
  disabled?: boolean;
};

/** The grip that picks its SortableItem up, by pointer or keyboard. */
export function DragHandle({ label, disabled }: DragHandleProps) {
  const sortable = useContext(SortableItemContext);
  if (!sortable) throw new Error("DragHandle belongs inside a SortableItem");
  const { attributes, listeners, setActivatorNodeRef, isDragging } = sortable;
  return (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      disabled={disabled}
      style={{ cursor: isDragging ? "grabbing" : "grab", touchAction: "none" }}
      // While a row is carried, Escape cancels the move instead of closing a surrounding modal.
      data-mantine-stop-propagation={isDragging ? "true" : undefined}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
