// The board's drag and drop (dnd-kit): a chunk of its own, asked for as soon as the board's code runs
// and waited for by the board (kanban-board.tsx), so that the board's first JavaScript does without it.
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDroppable,
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
import type { BoardCard } from "@portal/contract";
import type { ReactNode } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { BoardDndKit } from "./board-dnd-kit.ts";
import {
  type BoardColumn as Column,
  columnIdPrefix,
  dropTarget,
  formatTuid,
  type MoveTarget,
  type WorkflowStatus,
} from "./board-model.ts";
import { DealCardView } from "./deal-card-view.tsx";

export const dndKit: BoardDndKit = {
  useDroppable: (args) => useDroppable(args),
  SortableList: ({ id, items, children }) => (
    <SortableContext id={id} items={items} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  ),
  useSortable: (args) => {
    const sortable = useSortable(args);
    return {
      ...sortable,
      draggable: !args.disabled,
      transform: CSS.Translate.toString(sortable.transform) ?? undefined,
    };
  },
};

export type DndBoardProps = {
  columns: Column[];
  statuses: readonly WorkflowStatus[];
  dealsById: ReadonlyMap<string, BoardCard>;
  /** The card being dragged, shown under the pointer. */
  active: BoardCard | undefined;
  onActiveChange: (dealId: string | null) => void;
  onDrop: (deal: BoardCard, target: MoveTarget) => void;
  children: ReactNode;
};

/** The board's columns as places to drag cards between, by pointer, touch or keyboard, announced. */
export function DndBoard({
  columns,
  statuses,
  dealsById,
  active,
  onActiveChange,
  onDrop,
  children,
}: DndBoardProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // On touch a short hold starts a drag, so a swipe still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const describe = (id: string | number) => {
    const key = String(id);
    if (key.startsWith(columnIdPrefix)) {
      const status = statuses.find((item) => item.id === key.slice(columnIdPrefix.length));
      return t("deals.dnd.overColumn", { status: status?.name ?? "" });
    }
    const deal = dealsById.get(key);
    const status = statuses.find((item) => item.id === deal?.statusId);
    return deal ? t("deals.dnd.overDeal", { deal: formatTuid(deal.tuid), status: status?.name ?? "" }) : "";
  };
  const labelOf = (id: string | number) => {
    const deal = dealsById.get(String(id));
    return deal ? `${formatTuid(deal.tuid)} ${deal.name}` : "";
  };
  const announcements: Announcements = {
    onDragStart: ({ active: item }) => t("deals.dnd.pickedUp", { label: labelOf(item.id) }),
    onDragOver: ({ active: item, over }) =>
      over
        ? t("deals.dnd.movedOver", { label: labelOf(item.id), target: describe(over.id) })
        : t("deals.dnd.notOver", { label: labelOf(item.id) }),
    onDragEnd: ({ active: item, over }) =>
      over
        ? t("deals.dnd.dropped", { label: labelOf(item.id), target: describe(over.id) })
        : t("deals.dnd.cancelled", { label: labelOf(item.id) }),
    onDragCancel: ({ active: item }) => t("deals.dnd.cancelled", { label: labelOf(item.id) }),
  };

  const onDragStart = ({ active: item }: DragStartEvent) => onActiveChange(String(item.id));
  const onDragEnd = ({ active: item, over }: DragEndEvent) => {
    onActiveChange(null);
    const deal = dealsById.get(String(item.id));
    if (!over || !deal) return;
    const target = dropTarget(columns, deal.id, String(over.id));
    if (target) onDrop(deal, target);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => onActiveChange(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("deals.dnd.instructions") },
      }}
    >
      {children}
      <DragOverlay>{active ? <DealCardView deal={active} dragging /> : null}</DragOverlay>
    </DndContext>
  );
}
