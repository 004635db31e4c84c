import { ActionIcon, Button, Group, Menu, TextInput } from "@mantine/core";
import type { Workflow } from "@portal/contract";
import { IconFilterPlus, IconSearch, IconX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedParam } from "../../../shared/navigation/use-debounced-param.ts";
import {
  availableSlots,
  type FilterSlot,
  hasActiveFilters,
  slotId,
  slotIsSet,
  withoutSlot,
} from "./board-filters.ts";
import {
  AlertsFilter,
  ArchivedFilter,
  DateFilter,
  FlagFilter,
  PersonnelFilter,
  PhaseFilter,
  SalesRepFilter,
  SortFilter,
  StatusFilter,
  SupplierFilter,
} from "./filter-controls.tsx";
import type { BoardFiltersApi } from "./use-board-filters.ts";
import { useFilterLists } from "./use-filter-lists.ts";

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

  const control = (slot: FilterSlot): ReactNode => {
    const label = labelOf(slot);
    switch (slot.kind) {
      case "status":
        return <StatusFilter filters={filters} label={label} statuses={workflow.context.statuses} />;
      case "flag": {
        const flag = flags.find((item) => item.id === slot.flagId);
        return flag ? <FlagFilter filters={filters} flag={flag} flags={flags} /> : null;
      }
      case "manufacturer":
        return <SupplierFilter filters={filters} label={label} suppliers={suppliers} />;
      case "personnel":
        return <PersonnelFilter filters={filters} label={label} people={personnel} />;
      case "rep":
        return <SalesRepFilter filters={filters} label={label} reps={reps} />;
      case "date":
        return <DateFilter filters={filters} label={label} />;
      case "archived":
        return <ArchivedFilter filters={filters} label={label} />;
      case "sort":
        return <SortFilter filters={filters} label={label} />;
      case "phase":
        return <PhaseFilter filters={filters} label={label} />;
      case "alerts":
        return <AlertsFilter label={label} />;
    }
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
          {control(slot)}
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
        <Menu position="bottom-start" shadow="md" withinPortal>
          <Menu.Target>
            <Button variant="light" size="xs" leftSection={<IconFilterPlus size={16} aria-hidden />}>
              {t("boardFilters.add")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {offered.map((slot) => (
              <Menu.Item key={slotId(slot)} onClick={() => add(slot)}>
                {labelOf(slot)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {hasActiveFilters(filters.values) || added.length > 0 ? (
        <Button variant="subtle" size="xs" color="gray" onClick={clear}>
          {t("boardFilters.clear")}
        </Button>
      ) : null}
    </Group>
  );
}
