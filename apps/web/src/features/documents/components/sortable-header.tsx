import { Group, Table, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";

export type SortDirection = "asc" | "desc";
export type Sort<K extends string> = { key: K; direction: SortDirection };

export type SortableHeaderProps<K extends string> = {
  sortKey: K;
  label: string;
  sort: Sort<K>;
  onSort: (next: Sort<K>) => void;
  /** The direction a first click sorts in (dates and sizes: newest or largest first). */
  firstDirection?: SortDirection;
};

/** A column header that sorts the table by its column; a second click reverses the order. */
export function SortableHeader<K extends string>({
  sortKey,
  label,
  sort,
  onSort,
  firstDirection = "asc",
}: SortableHeaderProps<K>) {
  const active = sort.key === sortKey;
  const Icon = active ? (sort.direction === "asc" ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}>
      <UnstyledButton
        onClick={() =>
          onSort(
            active
              ? { key: sortKey, direction: sort.direction === "asc" ? "desc" : "asc" }
              : { key: sortKey, direction: firstDirection },
          )
        }
        fw={600}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
