import type { Manufacturer, Person, SalesRep } from "@portal/contract";
import { usePersonnel } from "../../personnel/index.ts";
import { useSalesReps } from "../../sales-reps/index.ts";
import { useManufacturers } from "../../settings/index.ts";

export type FilterLists = {
  suppliers: readonly Manufacturer[];
  personnel: readonly Person[];
  reps: readonly SalesRep[];
};

const none: readonly never[] = [];

/** What the strip offers and presets are worded with: suppliers, personnel (with the feature) and reps. */
export function useFilterLists(showPersonnel: boolean): FilterLists {
  const suppliers = useManufacturers().data ?? none;
  const personnel = usePersonnel(showPersonnel).data ?? none;
  const reps = useSalesReps().data ?? none;
  return { suppliers, personnel: showPersonnel ? personnel : none, reps };
}
