import { useMergedRef } from "@mantine/hooks";
import type { BoardCard } from "@portal/contract";
import { type CSSProperties, memo } from "react";
import { useBoardDndKit } from "./board-dnd-kit.ts";
import { formatTuid, type WorkflowStatus } from "./board-model.ts";
import { useCardStrings } from "./card-strings.ts";
import { DealCardView } from "./deal-card-view.tsx";
import { MoveDealMenu } from "./move-deal-menu.tsx";

export type SortableDealCardProps = {
  deal: BoardCard;
  statuses: readonly WorkflowStatus[];
  onMove: (deal: BoardCard, targetStatusId: string) => void;
  /** Not draggable and no Move to… menu: a plain list item. */
  readOnly?: boolean;
  /** In a virtualized column: the card's index and the virtualizer's measuring ref. */
  index?: number;
  measureRef?: (node: HTMLLIElement | null) => void;
  /** Extra placement (a dragged card kept mounted outside the visible window). */
  style?: CSSProperties;
};

const noRef = () => {};

/** A card that can be dragged (pointer or keyboard: focus it, Space, arrows, Space). */
export const SortableDealCard = memo(function SortableDealCard({
  deal,
  statuses,
  onMove,
  readOnly = false,
  index,
  measureRef,
  style,
}: SortableDealCardProps) {
  const strings = useCardStrings();
  const { draggable, attributes, listeners, setNodeRef, transform, transition, isDragging } =
    useBoardDndKit().useSortable({
      id: deal.id,
      disabled: readOnly,
    });
  const ref = useMergedRef(setNodeRef, measureRef ?? noRef);
  if (readOnly) {
    return (
      <li ref={ref} data-index={index} style={{ ...style, listStyle: "none" }}>
        <DealCardView deal={deal} />
      </li>
    );
  }
  return (
    <li
      ref={ref}
      data-index={index}
      style={{
        ...style,
        transform,
        transition,
        opacity: isDragging ? 0.4 : undefined,
        listStyle: "none",
        touchAction: "manipulation",
      }}
      {...attributes}
      {...listeners}
      // dnd-kit makes the draggable a "button", but the card holds its own buttons (Move to…), and
      // a button may not contain others; it stays a focusable list item with a role description.
      // biome-ignore lint/a11y/noRedundantRoles: overrides the role dnd-kit's attributes spread above
      role="listitem"
      aria-roledescription={draggable ? strings.roleDescription : undefined}
      aria-label={`${formatTuid(deal.tuid)} ${deal.name}`}
    >
      <DealCardView deal={deal} actions={<MoveDealMenu deal={deal} statuses={statuses} onMove={onMove} />} />
    </li>
  );
});
