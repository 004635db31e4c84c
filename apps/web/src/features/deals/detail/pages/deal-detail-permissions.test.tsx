// A deal offers only what the server allows (docs/permissions.md): the supplier representative reads a
// deal and its tabs but changes nothing and sees no quotes; the administrator gets every control.
import type { Me } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoUserMe } from "../../../../test/fixtures.ts";
import {
  checklistSourceId,
  detailCustomFields,
  detailDealFixture,
  detailDealId,
  detailWorkflowFixture,
} from "../../../../test/kits/deal-detail.test-kit.ts";
import { mockApi } from "../../../../test/mock-api.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { signedInHandlers } from "../../../../test/signed-in-api.ts";

const quoteId = "01900000-0000-7000-8000-000000007001";

function openDealAs(me: Me, url = `/workflows/sales/${detailDealId}`) {
  const api = mockApi({
    ...signedInHandlers(),
    "GET /me": { body: me },
    "GET /workflows": { body: [detailWorkflowFixture()] },
    "GET /udfs": { body: detailCustomFields },
    [`GET /deals/${detailDealId}`]: { body: detailDealFixture() },
    "GET /contacts": { body: [] },
    [`GET /deals/${detailDealId}/checklists/${checklistSourceId}`]: {
      body: {
        dataSource: { id: checklistSourceId, name: "Install", createdAt: "2026-01-05T10:00:00.000Z" },
        items: [
          {
            id: "01900000-0000-7000-8000-000000004001",
            label: "Book installer",
            isChecked: false,
            updatedAt: "2026-01-05T10:00:00.000Z",
            updatedBy: null,
          },
        ],
      },
    },
    [`GET /deals/${detailDealId}/notes`]: {
      body: [
        {
          id: "01900000-0000-7000-8000-000000006001",
          content: "Gate code 1234.",
          createdAt: "2026-03-05T01:30:00.000Z",
          createdBy: 1,
          updatedAt: "2026-03-05T01:30:00.000Z",
          updatedBy: 1,
          context: { createdBy: { id: 1, name: "Dana Dealer" }, updatedBy: { id: 1, name: "Dana Dealer" } },
        },
      ],
    },
    [`GET /deals/${detailDealId}/related-deals`]: {
      body: [
        {
          id: "01900000-0000-7000-8000-000000002002",
          tuid: 1077,
          name: "Service call: sticking shutter",
          description: "",
          isArchived: false,
          context: {
            status: { id: "st-9", name: "Booked", phase: "IN_PROGRESS" },
            workflow: { id: "wf-2", name: "Service", slug: "service" },
          },
        },
      ],
    },
    [`GET /deals/${detailDealId}/documents`]: {
      body: [
        {
          id: 2,
          name: "Window photo.jpg",
          mimeType: "image/jpeg",
          size: 1_500_000,
          kind: "ATTACHMENT",
          fileType: "image",
          createdAt: "2026-02-01T10:00:00.000Z",
          downloadUrl: "/api/documents/2/download",
        },
      ],
    },
    [`GET /deals/${detailDealId}/quotes`]: { body: [] },
  });
  const app = renderApp(url);
  return { ...api, ...app, user: userEvent.setup() };
}

describe("deal detail permissions", () => {
  it("shows the supplier representative the deal and its tabs without quotes or any change", async () => {
    const { user, requests } = openDealAs(demoUserMe("supplier"));
    expect(await screen.findByRole("heading", { name: "Smith kitchen blinds" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Details",
      "Install",
      "Notes",
      "Related Deals",
      "Attachments",
    ]);

    // Header: status and flags show, nothing changes them; no archiving.
    expect(screen.getByRole("combobox", { name: "Status" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: /Payment/ })).not.toBeInTheDocument();
    expect(screen.getByText("Payment: Deposit Paid")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();

    // Details: read-only fields, no Save.
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Install" }));
    expect(await screen.findByRole("checkbox", { name: "Book installer" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Actions for Book installer" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Notes" }));
    expect(await screen.findByText("Gate code 1234.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add note" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Related Deals" }));
    expect(await screen.findByRole("link", { name: /Service call: sticking shutter/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Link deal" })).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Unlink Service call: sticking shutter" }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Attachments" }));
    await user.click(await screen.findByRole("button", { name: "Window photo.jpg" }));
    const detail = await screen.findByRole("dialog", { name: "Window photo.jpg" });
    expect(within(detail).getByRole("link", { name: /Download/ })).toBeInTheDocument();
    expect(within(detail).queryByRole("button", { name: "Rename" })).not.toBeInTheDocument();
    expect(within(detail).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Upload" })).not.toBeInTheDocument();

    // Nothing was asked of the quotes, and nothing was written.
    expect(requests.some((r) => r.path.includes("/quotes"))).toBe(false);
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("sends the supplier representative from a quote's address to the deal", async () => {
    const { location, requests } = openDealAs(
      demoUserMe("supplier"),
      `/workflows/sales/${detailDealId}/quotes/${quoteId}`,
    );
    expect(await screen.findByRole("heading", { name: "Smith kitchen blinds" })).toBeInTheDocument();
    expect(location()).toBe(`/workflows/sales/${detailDealId}`);
    expect(requests.some((r) => r.path.includes("/quotes"))).toBe(false);
  });

  it("opens the first tab when a link asks the supplier representative for the Quotes tab", async () => {
    openDealAs(demoUserMe("supplier"), `/workflows/sales/${detailDealId}?tab=quotes`);
    expect(await screen.findByRole("tab", { name: "Details", selected: true })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Quotes" })).not.toBeInTheDocument();
  });

  it("gives the administrator every control: Quotes with New quote, status, flags, archiving, Save", async () => {
    const { user } = openDealAs(demoUserMe("admin"));
    expect(await screen.findByRole("heading", { name: "Smith kitchen blinds" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Payment: Deposit Paid" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Archive" })).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: /^Name/ })).not.toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Save changes" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Quotes" }));
    expect(await screen.findByRole("button", { name: "New quote" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Notes" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add note" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Attachments" }));
    expect(await screen.findByRole("button", { name: "Upload" })).toBeInTheDocument();
  });

  it("lets the administrator open a quote's address", async () => {
    const { location, requests } = openDealAs(
      demoUserMe("admin"),
      `/workflows/sales/${detailDealId}/quotes/${quoteId}`,
    );
    // The quote page asks for its quote (this test does not answer it): the gate let the user in.
    await waitFor(() => expect(requests.some((r) => r.path === `/quotes/${quoteId}`)).toBe(true));
    expect(location()).toBe(`/workflows/sales/${detailDealId}/quotes/${quoteId}`);
  });
});
