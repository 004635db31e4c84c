import { describe, expect, it } from "vitest";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { personnelFixture, salesRepsFixture, workflowFixture } from "../../../test/fixtures.ts";
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
    expect(describeFilters("manufacturer=2", workflowFixture(), t, { suppliers })).toBe(
      "Supplier: Coastal Shutters & Curtains",
    );
  });

  it("names the chosen personnel and sales reps, in the lists' order, leaving out ids without a name", async () => {
    const [priya, chris] = personnelFixture;
    const params = `rep=7,99&personnel=${chris?.id},gone,${priya?.id}&manufacturer=1`;
    const names = {
      suppliers: [{ id: 1, name: "Sunline Blinds" }],
      personnel: personnelFixture,
      reps: salesRepsFixture,
    };
    expect(describeFilters(params, workflowFixture(), t, names)).toBe(
      "Personnel: Priya Shah, Chris Nguyen · Supplier: Sunline Blinds · Sales rep: Sam Taylor",
    );
    // Without the lists (not loaded, or no personnel feature) nothing is said about them.
    expect(describeFilters(params, workflowFixture(), t)).toBe("");
    expect(describeFilters(params, workflowFixture(), i18n.getFixedT("pl"), names)).toBe(
      "Personel: Priya Shah, Chris Nguyen · Dostawca: Sunline Blinds · Handlowiec: Sam Taylor",
    );
  });

  it("leaves out ids the workflow no longer has, and an open end of a date range", () => {
    expect(describeFilters("status=gone&wf=gone&date=,2026-03-31&phase=QUOTING", workflowFixture(), t)).toBe(
      "Created: … – 31/03/2026 · Phase: Quoting",
    );
  });
});
