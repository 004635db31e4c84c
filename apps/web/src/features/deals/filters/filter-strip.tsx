import { ActionIcon, Button, Group, Input, TextInput } from "@mantine/core";
import type { Workflow } from "@portal/contract";
import { IconFilterPlus, IconSearch, IconX } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useDebouncedParam } from "../../../shared/navigation/use-debounced-param.ts";
import { Deferred, deferredPart, usePreloadWhenIdle } from "../../../shared/ui/deferred.tsx";
import type { AddFilterMenuProps } from "./add-filter-menu.tsx";
import {
  availableSlots,
  type FilterSlot,
  hasActiveFilters,
  slotId,
  slotIsSet,
  withoutSlot,
} from "./board-filters.ts";
import type { BoardFiltersApi } from "./use-board-filters.ts";
import { useFilterLists } from "./use-filter-lists.ts";

const loadControls = () => import("./filter-controls.tsx");
// A filter's control loads when the filter first shows (from the URL, a preset, or 'Add another
// filter'), or when the board is idle: a board without filters does without Mantine's selects.
const FilterControl = lazy(async () => ({ default: (await loadControls()).FilterControl }));
const controlsPart = { preload: loadControls };
const addFilterMenuPart = deferredPart<AddFilterMenuProps>(
  async () => (await import("./add-filter-menu.tsx")).AddFilterMenu,
);

/** The 'Add another filter' button, the same before and after its menu's code is in. */
export function addFilterButton(label: string, props: { autoFocus?: boolean; onClick?: () => void }) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconFilterPlus size={16} aria-hidden />}
      aria-haspopup="menu"
      {...props}
    >
      {label}
    </Button>
  );
}

export type FilterStripProps = {
  workflow: Workflow;
  filters: BoardFiltersApi;
  /** The personnel feature (spec 000 §2): without it there is no Personnel filter. */
  showPersonnel: boolean;
};

/**
 * Search, then the filters picked from 'Add another filter' (spec 000 §2). A filter is not sticky:
 * it shows while it has a value in the URL or was just added, and its close button removes it.
 */
export function FilterStrip({ workflow, filters, showPersonnel }: FilterStripProps) {
  const { t } = useTranslation();
  const flags = workflow.context.flags;
  const [added, setAdded] = useState<string[]>([]);
  const [search, setSearch] = useDebouncedParam(filters.values.search, (next) =>
    filters.setParam("search", next.trim(), { replace: true }),
  );
  const { suppliers, personnel, reps } = useFilterLists(showPersonnel);
  usePreloadWhenIdle(controlsPart);
  const slots = availableSlots(flags).filter((slot) => {
    // A dealer with one supplier or none has nothing to pick between.
    if (slot.kind === "manufacturer") return suppliers.length > 1;
    if (slot.kind === "personnel") return showPersonnel;
    return true;
  });
  const shown = slots.filter(
    (slot) => added.includes(slotId(slot)) || slotIsSet(slot, filters.values, flags),
  );
  const offered = slots.filter((slot) => !shown.includes(slot));

  const labelOf = (slot: FilterSlot) =>
    slot.kind === "flag"
      ? (flags.find((flag) => flag.id === slot.flagId)?.name ?? "")
      : t(`boardFilters.kinds.${slot.kind}`);

  const remove = (slot: FilterSlot) => {
    setAdded((ids) => ids.filter((id) => id !== slotId(slot)));
    if (slotIsSet(slot, filters.values, flags))
      filters.update((params) => withoutSlot(params, slot, filters.values, flags));
  };
  const add = (slot: FilterSlot) => {
    // Alerts has no value to pick: adding it is switching it on.
    if (slot.kind === "alerts") filters.setParam("alerts", "true");
    else setAdded((ids) => [...ids, slotId(slot)]);
  };
  const clear = () => {
    setAdded([]);
    setSearch("");
    filters.clear();
  };

  return (
    <Group gap="xs" align="flex-end" role="search" aria-label={t("boardFilters.label")}>
      <TextInput
        aria-label={t("deals.search")}
        placeholder={t("deals.search")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="xs"
        w={200}
      />
      {shown.map((slot) => (
        <Group key={slotId(slot)} gap={2} align="flex-end" wrap="nowrap">
          <Suspense fallback={<ControlPlaceholder label={labelOf(slot)} />}>
            <FilterControl
              slot={slot}
              label={labelOf(slot)}
              workflow={workflow}
              filters={filters}
              suppliers={suppliers}
              personnel={personnel}
              reps={reps}
            />
          </Suspense>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={30}
            aria-label={t("boardFilters.remove", { filter: labelOf(slot) })}
            onClick={() => remove(slot)}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {offered.length > 0 ? (
        <Deferred
          part={addFilterMenuPart}
          props={{ offered, labelOf, onAdd: add, buttonLabel: t("boardFilters.add") }}
          placeholder={(onClick) => addFilterButton(t("boardFilters.add"), { onClick })}
        />
      ) : null}
      {hasActiveFilters(filters.values) || added.length > 0 ? (
        <Button variant="subtle" size="xs" color="gray" onClick={clear}>
          {t("boardFilters.clear")}
        </Button>
      ) : null}
    </Group>
  );
}

/** Where a filter's control will be while its code loads: its label over an empty field of its size. */
function ControlPlaceholder({ label }: { label: string }) {
  return (
    <Input.Wrapper label={label} size="xs">
      <Input size="xs" w={220} disabled aria-label={label} />
    </Input.Wrapper>
  );
}
