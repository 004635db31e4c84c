// One control per filter kind; each writes its own URL param (lists after a pause). Loaded when a
// filter first shows on the board, or when the board is idle (filter-strip.tsx): a board without
// filters does without them (Mantine's Combobox, Select and MultiSelect).
import {
  Badge,
  ColorSwatch,
  Group,
  MultiSelect,
  type MultiSelectProps,
  Paper,
  Pill,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import type { Manufacturer, Person, SalesRep, Workflow } from "@portal/contract";
import { dealSorts } from "@portal/contract";
import { phases } from "@portal/domain";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useDebouncedParam } from "../../../shared/navigation/use-debounced-param.ts";
import type { WorkflowStatus } from "../components/board-model.ts";
import { appearanceColors } from "../components/deal-card-view.tsx";
import {
  archivedValues,
  dateParam,
  type FilterSlot,
  type Flag,
  flagValueIds,
  splitCsv,
  withFlagValues,
} from "./board-filters.ts";
import { DayInput } from "./day-input.tsx";
import type { BoardFiltersApi } from "./use-board-filters.ts";

const controlWidth = 220;

type ControlProps = { filters: BoardFiltersApi; label: string };

type Option = { value: string; label: string };

/** A list filter's control. "Any" only while nothing is chosen. */
function ListSelect({
  label,
  chosen,
  notListed = 0,
  data,
  onChange,
  ...look
}: {
  label: string;
  chosen: string[];
  /** Chosen ids the list does not hold. */
  notListed?: number;
  data: Option[];
  onChange: (ids: string[]) => void;
} & Pick<MultiSelectProps, "searchable" | "renderOption" | "renderPill">) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={label}
      size="xs"
      miw={controlWidth}
      maw={380}
      placeholder={
        chosen.length > 0
          ? undefined
          : notListed > 0
            ? t("boardFilters.notListed", { count: notListed })
            : t("boardFilters.any")
      }
      data={data}
      value={chosen}
      onChange={onChange}
      clearable
      comboboxProps={{ withinPortal: true }}
      {...look}
    />
  );
}

/**
 * A list filter over one URL param of ids, written after a pause. With `onlyKnown`, ids the list
 * does not hold (yet, while it loads, or any more) are not shown; the URL keeps them all until the
 * user changes the filter.
 */
function ParamListFilter({
  filters,
  label,
  param,
  data,
  onlyKnown = false,
  ...look
}: ControlProps & {
  param: "status" | "manufacturer" | "personnel" | "rep";
  data: Option[];
  onlyKnown?: boolean;
} & Pick<MultiSelectProps, "searchable" | "renderOption" | "renderPill">) {
  const [value, setValue] = useDebouncedParam(filters.values[param].join(","), (next) =>
    filters.setParam(param, next),
  );
  const ids = splitCsv(value);
  const chosen = onlyKnown ? ids.filter((id) => data.some((option) => option.value === id)) : ids;
  // Once the list is there, ids it does not hold (someone gone, a bad link) still filter the board:
  // say so rather than "Any".
  const notListed = data.length > 0 ? ids.length - chosen.length : 0;
  return (
    <ListSelect
      label={label}
      chosen={chosen}
      notListed={notListed}
      data={data}
      onChange={(next) => setValue(next.join(","))}
      {...look}
    />
  );
}

function StatusFilter({ filters, label, statuses }: ControlProps & { statuses: readonly WorkflowStatus[] }) {
  return (
    <ParamListFilter
      filters={filters}
      label={label}
      param="status"
      data={statuses.map((status) => ({ value: status.id, label: status.name }))}
      // The workflow's statuses are all there: an id it lacks (a bad or old link) is said, never shown raw.
      onlyKnown
      searchable
    />
  );
}

function SupplierFilter({
  filters,
  label,
  suppliers,
}: ControlProps & { suppliers: readonly { id: number; name: string }[] }) {
  return (
    <ParamListFilter
      filters={filters}
      label={label}
      param="manufacturer"
      data={suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name }))}
    />
  );
}

function PersonnelFilter({
  filters,
  label,
  people,
}: ControlProps & { people: readonly { id: string; name: string; badgeColor: string }[] }) {
  const { t } = useTranslation();
  const swatch = (id: string) => {
    const color = people.find((person) => person.id === id)?.badgeColor;
    return color ? <ColorSwatch color={color} size={10} withShadow={false} aria-hidden /> : null;
  };
  return (
    <ParamListFilter
      filters={filters}
      label={label}
      param="personnel"
      data={people.map((person) => ({ value: person.id, label: person.name }))}
      onlyKnown
      searchable
      renderOption={({ option }) => (
        <Group gap={6} wrap="nowrap">
          {swatch(option.value)}
          <Text size="xs">{option.label}</Text>
        </Group>
      )}
      renderPill={({ option, onRemove }) =>
        // Mantine may still pass a value without its option (one it remembers); show no pill for it.
        option ? (
          <Pill
            withRemoveButton
            onRemove={onRemove}
            removeButtonProps={{ "aria-label": t("boardFilters.removeValue", { value: option.label }) }}
          >
            <Group gap={4} wrap="nowrap" component="span">
              {swatch(String(option.value))}
              {option.label}
            </Group>
          </Pill>
        ) : null
      }
    />
  );
}

function SalesRepFilter({
  filters,
  label,
  reps,
}: ControlProps & { reps: readonly { id: number; name: string }[] }) {
  return (
    <ParamListFilter
      filters={filters}
      label={label}
      param="rep"
      data={reps.map((rep) => ({ value: String(rep.id), label: rep.name }))}
      onlyKnown
      searchable
    />
  );
}

function FlagFilter({
  filters,
  flag,
  flags,
}: {
  filters: BoardFiltersApi;
  flag: Flag;
  flags: readonly Flag[];
}) {
  const { t } = useTranslation();
  const [value, setValue] = useDebouncedParam(flagValueIds(flag, filters.values.wf).join(","), (next) =>
    filters.update((params) => {
      const wf = splitCsv(params.get("wf"));
      const merged = withFlagValues(flags, wf, flag.id, splitCsv(next)).join(",");
      const out = new URLSearchParams(params);
      if (merged) out.set("wf", merged);
      else out.delete("wf");
      return out;
    }),
  );
  const colorOf = (id: string) => {
    const appearance = flag.values.find((item) => item.id === id)?.appearance ?? "DEFAULT";
    return appearanceColors[appearance];
  };
  return (
    <ListSelect
      label={flag.name}
      chosen={splitCsv(value)}
      data={flag.values.map((item) => ({ value: item.id, label: item.label }))}
      onChange={(ids) => setValue(ids.join(","))}
      renderOption={({ option }) => (
        <Badge size="sm" variant="light" c="gray.9" color={colorOf(option.value)}>
          {option.label}
        </Badge>
      )}
      renderPill={({ option, onRemove }) => (
        <Pill
          withRemoveButton
          onRemove={onRemove}
          removeButtonProps={{ "aria-label": t("boardFilters.removeValue", { value: option.label }) }}
          style={{
            backgroundColor: `var(--mantine-color-${colorOf(String(option.value))}-light)`,
            color: "var(--mantine-color-gray-9)",
          }}
        >
          {option.label}
        </Pill>
      )}
    />
  );
}

function DateFilter({ filters, label }: ControlProps) {
  const { t } = useTranslation();
  const [value, setValue] = useDebouncedParam(dateParam(filters.values.date), (next) =>
    filters.setParam("date", next),
  );
  const [from = "", to = ""] = value.split(",");
  const set = (next: { from: string; to: string }) => setValue(dateParam(next));
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={label} align="flex-start">
      <DayInput
        label={t("boardFilters.dateFrom")}
        value={from}
        onChange={(next) => set({ from: next, to })}
      />
      <DayInput label={t("boardFilters.dateTo")} value={to} onChange={(next) => set({ from, to: next })} />
    </Group>
  );
}

function ChoiceFilter({
  filters,
  label,
  param,
  data,
  current,
}: ControlProps & {
  param: "archived" | "sort" | "phase";
  data: { value: string; label: string }[];
  current: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      size="xs"
      w={170}
      placeholder={t("boardFilters.choose")}
      data={data}
      value={current}
      onChange={(next) => filters.setParam(param, next ?? "")}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function ArchivedFilter(props: ControlProps) {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      {...props}
      param="archived"
      current={props.filters.values.archived}
      data={archivedValues.map((value) => ({ value, label: t(`boardFilters.archivedValues.${value}`) }))}
    />
  );
}

function SortFilter(props: ControlProps) {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      {...props}
      param="sort"
      current={props.filters.values.sort}
      data={dealSorts.map((value) => ({ value, label: t(`boardFilters.sorts.${value}`) }))}
    />
  );
}

function PhaseFilter(props: ControlProps) {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      {...props}
      param="phase"
      current={props.filters.values.phase}
      data={phases.map((value) => ({ value, label: t(`workflows.phases.${value}`) }))}
    />
  );
}

/** Only deals with alerts: the filter is on while it is on the strip (the API filters `alerts=true` only). */
function AlertsFilter({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" fw={500}>
        {label}
      </Text>
      <Paper withBorder radius="sm" px="xs" h={30} style={{ display: "flex", alignItems: "center" }}>
        <Text size="xs">{t("boardFilters.alertsValues.true")}</Text>
      </Paper>
    </Stack>
  );
}

export type FilterControlProps = {
  slot: FilterSlot;
  label: string;
  workflow: Workflow;
  filters: BoardFiltersApi;
  suppliers: readonly Manufacturer[];
  personnel: readonly Person[];
  reps: readonly SalesRep[];
};

/** The control of one filter the strip shows. */
export function FilterControl({
  slot,
  label,
  workflow,
  filters,
  suppliers,
  personnel,
  reps,
}: FilterControlProps) {
  switch (slot.kind) {
    case "status":
      return <StatusFilter filters={filters} label={label} statuses={workflow.context.statuses} />;
    case "flag": {
      const flags = workflow.context.flags;
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
}
