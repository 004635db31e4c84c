import type { WorkflowSummary } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { salesWorkflowId, workflowFixture } from "../../../test/fixtures.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";
import { boardHandlers } from "../../deals/pages/deal-board.fixtures.ts";

const salesSummary: WorkflowSummary = {
  workflow: { id: salesWorkflowId, name: "Sales", slug: "sales" },
  dealCount: 14,
  alertDealCount: 3,
  warningCount: 4,
  infoCount: 1,
  phases: [
    {
      phase: "NEW",
      dealCount: 9,
      statuses: [{ id: "st-1", name: "New Lead", dealCount: 9, alertDealCount: 2 }],
    },
    {
      phase: "QUOTING",
      dealCount: 5,
      statuses: [{ id: "st-2", name: "Quoted", dealCount: 5, alertDealCount: 1 }],
    },
    {
      phase: "CLOSED",
      dealCount: 0,
      statuses: [{ id: "st-3", name: "Installed", dealCount: 0, alertDealCount: 0 }],
    },
  ],
};

function openDashboard(pipeline: MockHandler) {
  const api = mockApi({
    ...signedInHandlers(),
    "GET /workflows": { body: [workflowFixture()] },
    "GET /dashboard/pipeline": pipeline,
    ...boardHandlers(() => []),
    "GET /account/web-settings/DEAL_WORKFLOWS": { body: { workflows: [] } },
  });
  return { ...api, ...renderApp("/dashboard"), user: userEvent.setup() };
}

describe("dashboard", () => {
  it("shows a section per active workflow with counts linking to the filtered board", async () => {
    openDashboard({ body: [salesSummary] });
    const section = await screen.findByRole("region", { name: "Sales" });
    expect(within(section).getByRole("heading", { name: "Sales" })).toBeInTheDocument();
    const link = (name: string) => within(section).getByRole("link", { name });
    expect(link("Sales")).toHaveAttribute("href", "/workflows/sales");
    expect(link("14 open deals")).toHaveAttribute("href", "/workflows/sales");
    expect(link("3 deals with alerts")).toHaveAttribute("href", "/workflows/sales?alerts=true");
    expect(within(section).getByText("4 warnings")).toBeInTheDocument();
    expect(within(section).getByText("1 info")).toBeInTheDocument();
    expect(link("Quoting: 5 deals")).toHaveAttribute("href", "/workflows/sales?phase=QUOTING");
    expect(link("New Lead: 9")).toHaveAttribute("href", "/workflows/sales?status=st-1");
    expect(within(section).getByText("2 with alerts")).toBeInTheDocument();
    expect(link("Installed: 0")).toHaveAttribute("href", "/workflows/sales?status=st-3");
  });

  it("asks for no workflow sections without the Deals feature (a supplier's own staff) and welcomes instead", async () => {
    const api = mockApi({ ...signedInHandlers({ features: { Deals: false } }) });
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { name: "Welcome to your portal" })).toBeInTheDocument();
    expect(screen.queryByText("The dashboard could not be loaded")).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path.startsWith("/dashboard"))).toBe(false);
  });

  it("lands on the board filtered by the link's phase", async () => {
    const { user, location, requests } = openDashboard({ body: [salesSummary] });
    await user.click(await screen.findByRole("link", { name: "Quoting: 5 deals" }));
    await waitFor(() => expect(location()).toBe("/workflows/sales?phase=QUOTING"));
    await waitFor(
      () =>
        expect(
          requests
            .filter((r) => r.path.endsWith("/board"))
            .map((r) => Object.fromEntries(r.url.searchParams)),
        ).toEqual([{ phase: "QUOTING" }]),
      { timeout: 10_000 },
    );
    expect(await screen.findByRole("button", { name: "Remove Phase filter" })).toBeInTheDocument();
  });

  it("keeps the welcome message when no workflow is active", async () => {
    openDashboard({ body: [] });
    expect(await screen.findByRole("heading", { name: "Welcome to your portal" })).toBeInTheDocument();
  });

  it("offers a retry when the summary cannot be loaded", async () => {
    let calls = 0;
    const { user } = openDashboard(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: "Server Error" } } : { body: [salesSummary] };
    });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Sales" })).toBeInTheDocument();
  });
});
