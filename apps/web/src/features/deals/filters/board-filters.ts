// The board's filters as pure data: read from the URL, written back to it, and sent to the API
// (spec 000 §2 "Deals page"; the names are boardQuerySchema's). Unknown params are left alone.
import { dealSorts, type Workflow } from "@portal/contract";
import { type Phase, phases } from "@portal/domain";

export type DealSort = (typeof dealSorts)[number];
export const archivedValues = ["false", "true", "all"] as const;
export type ArchivedValue = (typeof archivedValues)[number];

export type BoardFilterValues = {
  search: string;
  status: string[];
  /** Flag value ids of every flag, in one list. */
  wf: string[];
  /** Supplier (manufacturer) ids: deals with a live quote holding their products. */
  manufacturer: string[];
  /** Personnel people's ids: deals with an appointment one of them takes part in. */
  personnel: string[];
  /** Employee ids: deals with a purchase order one of them is the sales rep of. */
  rep: string[];
  /** Created between, YYYY-MM-DD; either side may be empty. */
  date: { from: string; to: string };
  archived: ArchivedValue | null;
  sort: DealSort | null;
  phase: Phase | null;
  /** Only "true" filters (deals with alerts); anything else is no filter. */
  alerts: "true" | null;
};

/** What the board call gets, exactly as the URL has it (the query key includes it). */
export type BoardQuery = {
  search?: string;
  status?: string;
  wf?: string;
  manufacturer?: string;
  personnel?: string;
  rep?: string;
  date?: string;
  archived?: ArchivedValue;
  sort?: DealSort;
  phase?: Phase;
  alerts?: "true";
};

/** The URL params the strip owns, in the order a preset or a link writes them. */
export const filterParamKeys = [
  "search",
  "wf",
  "personnel",
  "manufacturer",
  "rep",
  "status",
  "date",
  "archived",
  "sort",
  "phase",
  "alerts",
] as const;
export type FilterParamKey = (typeof filterParamKeys)[number];

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export const splitCsv = (value: string | null): string[] =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function readDate(value: string | null): { from: string; to: string } {
  const [from = "", to = ""] = (value ?? "").split(",");
  return { from: datePattern.test(from) ? from : "", to: datePattern.test(to) ? to : "" };
}

export function readFilters(params: URLSearchParams): BoardFilterValues {
  return {
    search: (params.get("search") ?? "").trim(),
    status: splitCsv(params.get("status")),
    wf: splitCsv(params.get("wf")),
    manufacturer: splitCsv(params.get("manufacturer")),
    personnel: splitCsv(params.get("personnel")),
    rep: splitCsv(params.get("rep")),
    date: readDate(params.get("date")),
    archived: oneOf(archivedValues, params.get("archived")),
    sort: oneOf(dealSorts, params.get("sort")),
    phase: oneOf(phases, params.get("phase")),
    alerts: oneOf(["true"] as const, params.get("alerts")),
  };
}

export const dateParam = (date: { from: string; to: string }) =>
  date.from || date.to ? `${date.from},${date.to}` : "";

export function toBoardQuery(values: BoardFilterValues): BoardQuery {
  const query: BoardQuery = {};
  if (values.search) query.search = values.search;
  if (values.status.length > 0) query.status = values.status.join(",");
  if (values.wf.length > 0) query.wf = values.wf.join(",");
  if (values.manufacturer.length > 0) query.manufacturer = values.manufacturer.join(",");
  if (values.personnel.length > 0) query.personnel = values.personnel.join(",");
  if (values.rep.length > 0) query.rep = values.rep.join(",");
  const date = dateParam(values.date);
  if (date) query.date = date;
  if (values.archived) query.archived = values.archived;
  if (values.sort) query.sort = values.sort;
  if (values.phase) query.phase = values.phase;
  if (values.alerts) query.alerts = values.alerts;
  return query;
}

export const hasActiveFilters = (values: BoardFilterValues) => Object.keys(toBoardQuery(values)).length > 0;

/** Sets (or with "" removes) one param, keeping every other param as it is. */
export function withParam(params: URLSearchParams, key: FilterParamKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** Every filter gone; params the strip does not own stay. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterParamKeys) next.delete(key);
  return next;
}

/** The filters as a preset's query string (spec 001 "presetFilters [{name, params}]"). */
export function presetParams(values: BoardFilterValues): string {
  const query = toBoardQuery(values);
  const search = new URLSearchParams();
  for (const key of filterParamKeys) {
    const value = query[key];
    if (value) search.set(key, value);
  }
  return search.toString();
}

// A filter on the strip: one per kind, and one per workflow flag (all flags share the `wf` param).
export type FilterSlot =
  | {
      kind:
        | "status"
        | "manufacturer"
        | "personnel"
        | "rep"
        | "date"
        | "archived"
        | "sort"
        | "phase"
        | "alerts";
    }
  | { kind: "flag"; flagId: string };

export type Flag = Workflow["context"]["flags"][number];

export const slotId = (slot: FilterSlot) => (slot.kind === "flag" ? `flag:${slot.flagId}` : slot.kind);

/** Every filter the menu offers for a workflow, in the strip's order. */
export function availableSlots(flags: readonly Flag[]): FilterSlot[] {
  return [
    { kind: "status" },
    ...flags.map((flag): FilterSlot => ({ kind: "flag", flagId: flag.id })),
    { kind: "manufacturer" },
    { kind: "personnel" },
    { kind: "rep" },
    { kind: "date" },
    { kind: "archived" },
    { kind: "sort" },
    { kind: "phase" },
    { kind: "alerts" },
  ];
}

/** A flag's chosen values out of the shared `wf` list. */
export const flagValueIds = (flag: Flag, wf: readonly string[]) =>
  flag.values.filter((value) => wf.includes(value.id)).map((value) => value.id);

/** The shared `wf` list with one flag's values replaced, in the workflow's flag order. */
export function withFlagValues(flags: readonly Flag[], wf: readonly string[], flagId: string, ids: string[]) {
  const owned = new Set(flags.find((flag) => flag.id === flagId)?.values.map((value) => value.id));
  return [...wf.filter((id) => !owned.has(id)), ...ids];
}

/** Whether a slot has a value in the URL (such a slot shows on the strip after a reload too). */
export function slotIsSet(slot: FilterSlot, values: BoardFilterValues, flags: readonly Flag[]): boolean {
  switch (slot.kind) {
    case "status":
      return values.status.length > 0;
    case "manufacturer":
    case "personnel":
    case "rep":
      return values[slot.kind].length > 0;
    case "flag": {
      const flag = flags.find((item) => item.id === slot.flagId);
      return flag ? flagValueIds(flag, values.wf).length > 0 : false;
    }
    case "date":
      return dateParam(values.date) !== "";
    default:
      return values[slot.kind] !== null;
  }
}

/** The URL without one slot's value. */
export function withoutSlot(
  params: URLSearchParams,
  slot: FilterSlot,
  values: BoardFilterValues,
  flags: readonly Flag[],
): URLSearchParams {
  if (slot.kind === "flag")
    return withParam(params, "wf", withFlagValues(flags, values.wf, slot.flagId, []).join(","));
  return withParam(params, slot.kind, "");
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const shortDay = (day: string) => {
  const [year, month, date] = day.split("-");
  return year && month && date ? `${date}/${month}/${year}` : day;
};

type Named = { id: number | string; name: string };

/** Names for the ids the filters hold (the lists the strip offers); a list not loaded is empty. */
export type FilterNames = {
  suppliers?: readonly Named[];
  personnel?: readonly Named[];
  reps?: readonly Named[];
};

/**
 * A preset's filters in words, with the workflow's own names: "Status: Quoted, Signed · Payment:
 * Deposit Paid · Personnel: Priya Shah · Sort: Newest". Ids without a name (gone, or a list not
 * loaded) are left out.
 */
export function describeFilters(
  params: string,
  workflow: Workflow,
  t: Translate,
  names: FilterNames = {},
): string {
  const values = readFilters(new URLSearchParams(params));
  const kind = (name: string) => t(`boardFilters.kinds.${name}`);
  const parts: string[] = [];
  if (values.search) parts.push(`“${values.search}”`);
  const statuses = workflow.context.statuses.filter((status) => values.status.includes(status.id));
  if (statuses.length > 0)
    parts.push(`${kind("status")}: ${statuses.map((status) => status.name).join(", ")}`);
  for (const flag of workflow.context.flags) {
    const chosen = flag.values.filter((value) => values.wf.includes(value.id));
    if (chosen.length > 0) parts.push(`${flag.name}: ${chosen.map((value) => value.label).join(", ")}`);
  }
  const named = (key: "manufacturer" | "personnel" | "rep", list: readonly Named[] = []) => {
    const chosen = list.filter((item) => values[key].includes(String(item.id)));
    if (chosen.length > 0) parts.push(`${kind(key)}: ${chosen.map((item) => item.name).join(", ")}`);
  };
  named("personnel", names.personnel);
  named("manufacturer", names.suppliers);
  named("rep", names.reps);
  if (values.date.from || values.date.to) {
    parts.push(
      `${kind("date")}: ${values.date.from ? shortDay(values.date.from) : "…"} – ${values.date.to ? shortDay(values.date.to) : "…"}`,
    );
  }
  if (values.archived)
    parts.push(`${kind("archived")}: ${t(`boardFilters.archivedValues.${values.archived}`)}`);
  if (values.sort) parts.push(`${kind("sort")}: ${t(`boardFilters.sorts.${values.sort}`)}`);
  if (values.phase) parts.push(`${kind("phase")}: ${t(`workflows.phases.${values.phase}`)}`);
  if (values.alerts) parts.push(t("boardFilters.alertsValues.true"));
  return parts.join(" · ");
}
