import type { OrderSummary, WorkflowSummary } from "@portal/contract";
import type { Features } from "@portal/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { salesWorkflowId, workflowFixture } from "../../../test/fixtures.ts";
import { boardHandlers } from "../../../test/kits/deal-board.test-kit.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";
import { pipelineSummaryKey } from "../api/get-pipeline-summary.ts";

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

const orderSummary: OrderSummary = {
  from: "2026-10-28",
  to: "2026-11-26",
  statuses: [
    { status: "OPEN", orderCount: 3, totalCost: "12345.50" },
    { status: "SUBMITTED", orderCount: 1, totalCost: "980.00" },
  ],
};

function openDashboard(
  pipeline: MockHandler,
  options: { orders?: MockHandler; features?: Partial<Features> } = {},
) {
  const api = mockApi({
    ...signedInHandlers({ features: options.features }),
    "GET /workflows": { body: [workflowFixture()] },
    "GET /dashboard/pipeline": pipeline,
    "GET /dashboard/orders": options.orders ?? { body: orderSummary },
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

  it("asks for no sections without the Deals and Purchasing features and welcomes instead", async () => {
    const api = mockApi({ ...signedInHandlers({ features: { Deals: false, Purchasing: false } }) });
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { name: "Welcome to your portal" })).toBeInTheDocument();
    expect(screen.queryByText("The dashboard could not be loaded")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Orders" })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path.startsWith("/dashboard"))).toBe(false);
  });

  it("lands on the board filtered by the link's phase", async () => {
    const { user, location, requests } = openDashboard({ body: [salesSummary] });
    await user.click(await screen.findByRole("link", { name: "Quoting: 5 deals" }));
    await waitFor(() => expect(location()).toBe("/workflows/sales?phase=QUOTING"));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.path.endsWith("/board")).map((r) => Object.fromEntries(r.url.searchParams)),
      ).toEqual([{ phase: "QUOTING" }]),
    );
    expect(await screen.findByRole("button", { name: "Remove Phase filter" })).toBeInTheDocument();
  });

  it("keeps the welcome message when no workflow is active and there is no Orders section", async () => {
    openDashboard({ body: [] }, { features: { Purchasing: false } });
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

describe("dashboard orders", () => {
  it("shows the past 30 days' orders per status, each linking to the orders list filtered by it", async () => {
    openDashboard({ body: [salesSummary] });
    const section = await screen.findByRole("region", { name: "Orders" });
    expect(within(section).getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/orders");
    expect(within(section).getByText("Past 30 days")).toBeInTheDocument();
    const open = await within(section).findByRole("link", { name: "Open: 3 orders" });
    expect(open).toHaveAttribute("href", "/orders?status=OPEN");
    expect(within(section).getByRole("link", { name: "Submitted: 1 order" })).toHaveAttribute(
      "href",
      "/orders?status=SUBMITTED",
    );
    expect(within(section).getByText("$12,345.50")).toBeInTheDocument();
    expect(within(section).getByText("$980.00")).toBeInTheDocument();
    // After the workflow sections.
    const regions = screen.getAllByRole("region").map((region) => region.getAttribute("aria-labelledby"));
    expect(regions.at(-1)).toBe("dashboard-orders");
  });

  it("shows the Orders section once the workflow sections above it are in, so it does not jump down", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests } = openDashboard(() => held.then(() => ({ body: [salesSummary] })));
    // Its call starts at once; the section waits, hidden, below the placeholders.
    await waitFor(() => expect(requests.some((request) => request.path === "/dashboard/orders")).toBe(true));
    expect(await screen.findByLabelText("Loading")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Orders" })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole("region", { name: "Orders" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Sales" })).toBeInTheDocument();
  });

  it("shows the Orders section while the workflow sections' call is retried after a failure", async () => {
    let calls = 0;
    const { queryClient } = openDashboard(() => {
      calls += 1;
      return { status: 500, body: { message: "Server error." } };
    });
    // As the app does (tests turn retries off), but with a retry far off: the section stays pending.
    queryClient.setQueryDefaults(pipelineSummaryKey, { retry: 1, retryDelay: 60_000 });
    expect(await screen.findByRole("region", { name: "Orders" })).toBeInTheDocument();
    expect(screen.getByLabelText("Loading")).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("opens the orders list filtered by the card's status", async () => {
    const { user, location } = openDashboard({ body: [salesSummary] });
    await user.click(await screen.findByRole("link", { name: "Submitted: 1 order" }));
    await waitFor(() => expect(location()).toBe("/orders?status=SUBMITTED"));
  });

  it("shows a loading state, then says so when there were no orders", async () => {
    let answer: (value: { body: OrderSummary }) => void = () => {};
    openDashboard(
      { body: [] },
      { orders: () => new Promise<{ body: OrderSummary }>((resolve) => (answer = resolve)) },
    );
    const section = await screen.findByRole("region", { name: "Orders" });
    expect(within(section).getByLabelText("Loading")).toHaveAttribute("aria-busy", "true");
    answer({
      body: {
        ...orderSummary,
        statuses: orderSummary.statuses.map((row) => ({ ...row, orderCount: 0, totalCost: "0.00" })),
      },
    });
    expect(await within(section).findByText("No orders in the past 30 days.")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "View all orders" })).toHaveAttribute("href", "/orders");
    expect(within(section).queryByRole("link", { name: /^Open/ })).not.toBeInTheDocument();
    // The Orders section is there, so no welcome.
    expect(screen.queryByRole("heading", { name: "Welcome to your portal" })).not.toBeInTheDocument();
  });

  it("offers a retry when the orders cannot be loaded", async () => {
    let calls = 0;
    const { user } = openDashboard(
      { body: [salesSummary] },
      {
        orders: () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { message: "Server Error" } } : { body: orderSummary };
        },
      },
    );
    const section = await screen.findByRole("region", { name: "Orders" });
    expect(await within(section).findByText("The orders could not be loaded")).toBeInTheDocument();
    // The workflow sections are not affected.
    expect(screen.getByRole("region", { name: "Sales" })).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Try again" }));
    expect(await within(section).findByRole("link", { name: "Open: 3 orders" })).toBeInTheDocument();
  });

  it("shows the Orders section alone with Purchasing and without Deals, and none without Purchasing", async () => {
    const withoutDeals = openDashboard({ body: [salesSummary] }, { features: { Deals: false } });
    expect(await screen.findByRole("link", { name: "Open: 3 orders" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Sales" })).not.toBeInTheDocument();
    expect(withoutDeals.requests.some((request) => request.path === "/dashboard/pipeline")).toBe(false);
    withoutDeals.unmount();

    const withoutPurchasing = openDashboard({ body: [salesSummary] }, { features: { Purchasing: false } });
    expect(await screen.findByRole("region", { name: "Sales" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Orders" })).not.toBeInTheDocument();
    expect(withoutPurchasing.requests.some((request) => request.path === "/dashboard/orders")).toBe(false);
  });
});
