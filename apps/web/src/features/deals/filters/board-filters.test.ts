import { describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { workflowFixture } from "../../../test/fixtures.ts";
import { describeFilters } from "./board-filters.ts";

describe("describeFilters", () => {
  const t = i18n.getFixedT("en");

  it("words a preset with the workflow's own names", () => {
    const params =
      "search=kitchen&status=st-2,st-3&wf=fv-2&date=2026-01-01,2026-03-31&sort=newest&alerts=true";
    expect(describeFilters(params, workflowFixture(), t)).toBe(
      "“kitchen” · Status: Quoted, Installed · Payment: Deposit Paid · Created: 01/01/2026 – 31/03/2026 · Sort: Newest · Only deals with alerts",
    );
  });

  it("names the chosen suppliers", () => {
    const suppliers = [
      { id: 1, name: "Sunline Blinds" },
      { id: 2, name: "Coastal Shutters & Curtains" },
    ];
    expect(describeFilters("manufacturer=2", workflowFixture(), t, suppliers)).toBe(
      "Supplier: Coastal Shutters & Curtains",
    );
  });

  it("leaves out ids the workflow no longer has, and an open end of a date range", () => {
    expect(describeFilters("status=gone&wf=gone&date=,2026-03-31&phase=QUOTING", workflowFixture(), t)).toBe(
      "Created: … – 31/03/2026 · Phase: Quoting",
    );
  });
});
