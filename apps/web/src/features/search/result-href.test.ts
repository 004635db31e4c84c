import type { SearchResult } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { resultHref } from "./result-href.ts";

const base = {
  title: "x",
  description: "",
  tuid: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  isArchived: false,
};
const slugs = new Map([["wf-1", "sales"]]);
const slugOf = (id: string) => slugs.get(id);

describe("resultHref", () => {
  it("opens each type's own page", () => {
    const results: [SearchResult, string][] = [
      [{ ...base, id: "c1", entityType: "CONTACT", context: {} }, "/contacts/c1"],
      [{ ...base, id: "p1", entityType: "PERSON", tuid: null, context: {} }, "/personnel/p1"],
      [
        { ...base, id: "o1", entityType: "PURCHASE_ORDER", context: { manufacturerId: 3, status: "OPEN" } },
        "/orders/o1",
      ],
      [
        { ...base, id: "d1", entityType: "DEAL", context: { workflowId: "wf-1", statusId: "s" } },
        "/workflows/sales/d1",
      ],
      [
        {
          ...base,
          id: "q1",
          entityType: "QUOTE",
          context: { dealId: "d1", workflowId: "wf-1", status: "DRAFT" },
        },
        "/workflows/sales/d1/quotes/q1",
      ],
    ];
    for (const [result, href] of results) expect(resultHref(result, slugOf)).toBe(href);
  });

  it("names no page for a deal or quote of a workflow it does not know", () => {
    const deal: SearchResult = {
      ...base,
      id: "d1",
      entityType: "DEAL",
      context: { workflowId: "gone", statusId: "s" },
    };
    expect(resultHref(deal, slugOf)).toBeNull();
  });
});
