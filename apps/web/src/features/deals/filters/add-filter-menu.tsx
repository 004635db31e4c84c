// The 'Add another filter' menu's code (spec 000 §2), loaded when the board is idle or the button is
// first used (filter-strip.tsx).
import { Menu } from "@mantine/core";
import { type FilterSlot, slotId } from "./board-filters.ts";
import { addFilterButton } from "./filter-strip.tsx";

export type AddFilterMenuProps = {
  /** The filters not shown yet, in the order offered. */
  offered: readonly FilterSlot[];
  labelOf: (slot: FilterSlot) => string;
  onAdd: (slot: FilterSlot) => void;
  buttonLabel: string;
};

export function AddFilterMenu({ offered, labelOf, onAdd, buttonLabel }: AddFilterMenuProps) {
  return (
    <Menu position="bottom-start" shadow="md" withinPortal defaultOpened>
      <Menu.Target>{addFilterButton(buttonLabel, { autoFocus: true })}</Menu.Target>
      <Menu.Dropdown>
        {offered.map((slot) => (
          <Menu.Item key={slotId(slot)} onClick={() => onAdd(slot)}>
            {labelOf(slot)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
