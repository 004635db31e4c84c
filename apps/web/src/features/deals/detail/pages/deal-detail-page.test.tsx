import type { Deal } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { meFixture } from "../../../../test/fixtures.ts";
import {
  checklistSourceId,
  detailCustomFields,
  detailDealFixture,
  detailDealId,
  detailWorkflowFixture,
  type SidemarkMode,
} from "../../../../test/kits/deal-detail.test-kit.ts";
import { type MockHandler, mockApi } from "../../../../test/mock-api.ts";
import { refusalBody } from "../../../../test/refusals.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { signedInHandlers } from "../../../../test/signed-in-api.ts";

type Options = {
  deal?: Deal;
  sidemarkMode?: SidemarkMode;
  extra?: Record<string, MockHandler>;
  url?: string;
};

function openDeal(options: Options = {}) {
  let deal = options.deal ?? detailDealFixture();
  const api = mockApi({
    ...signedInHandlers(),
    "GET /workflows": { body: [detailWorkflowFixture(options.sidemarkMode)] },
    "GET /udfs": { body: detailCustomFields },
    [`GET /deals/${detailDealId}`]: () => ({ body: deal }),
    "GET /contacts": { body: [] },
    [`GET /deals/${detailDealId}/checklists/${checklistSourceId}`]: {
      body: {
        dataSource: { id: checklistSourceId, name: "Install", createdAt: "2026-01-05T10:00:00.000Z" },
        items: [],
      },
    },
    ...options.extra,
  });
  const app = renderApp(options.url ?? `/workflows/sales/${detailDealId}`);
  const setDeal = (next: Deal) => {
    deal = next;
  };
  return { ...api, ...app, setDeal, user: userEvent.setup() };
}

describe("deal detail", () => {
  it("shows the header, breadcrumbs and one tab per built module, in order", async () => {
    openDeal();
    expect(await screen.findByRole("heading", { name: "Smith kitchen blinds" })).toBeInTheDocument();
    expect(screen.getByText("D-1042")).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Sales" })).toHaveAttribute("href", "/workflows/sales");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Details",
      "Install",
      "Notes",
      "Quotes",
      "Related Deals",
      "Attachments",
    ]);
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue(
      "01900000-0000-7000-8000-000000000501",
    );
    expect(screen.getByRole("button", { name: "Payment: Deposit Paid" })).toBeInTheDocument();
    expect(screen.getByText("Signed and awaiting deposit")).toBeInTheDocument();
    // A stored value whose field is gone shows read-only.
    expect(screen.getByRole("textbox", { name: "old_field" })).toHaveAttribute("readonly");
    expect(
      screen.getByRole("img", { name: "This field is unknown - it might have been archived" }),
    ).toBeVisible();
  });

  it("keeps the tab in the URL", async () => {
    const { user, location } = openDeal({ url: `/workflows/sales/${detailDealId}?tab=checklist` });
    expect(await screen.findByRole("tab", { name: "Install", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("No items yet")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Details" }));
    await waitFor(() => expect(location()).toBe(`/workflows/sales/${detailDealId}?tab=details`));
  });

  it("saves the details with the deal's version", async () => {
    const { user, requests, setDeal } = openDeal({
      extra: {
        [`PUT /deals/${detailDealId}`]: (request) => {
          const saved = detailDealFixture({ ...(request.body as Partial<Deal>), version: 4 });
          setDeal(saved);
          return { body: saved };
        },
      },
    });
    const name = await screen.findByRole("textbox", { name: /^Name/ });
    await user.clear(name);
    await user.type(name, "Smith kitchen and lounge");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Deal saved")).toBeInTheDocument();
    const put = requests.find((r) => r.method === "PUT");
    expect(put?.body).toEqual({
      version: 3,
      name: "Smith kitchen and lounge",
      description: "Three windows",
      sidemark: "SMITH-K",
      contactId: "01900000-0000-7000-8000-0000000000c1",
      udfs: { lead_source: "Referral" },
    });
  });

  it("creates a contact from the picker and chooses it, without saving the deal", async () => {
    const zaraId = "01900000-0000-7000-8000-0000000000c9";
    const { user, requests } = openDeal({
      extra: {
        "GET /me": { body: { ...meFixture(), permissions: ["deals", "contacts.create"] } },
        "POST /contacts": (request) => ({
          body: {
            id: zaraId,
            tuid: 9,
            name: (request.body as { name: string }).name,
            email: null,
            phone: null,
            externalLink: null,
            externalData: {},
            providerConfigId: "p-1",
            context: { deals: [] },
          },
        }),
      },
    });
    const contact = await screen.findByRole("combobox", { name: "Contact" });
    await user.clear(contact);
    await user.type(contact, "Zara Quinn");
    await user.click(await screen.findByRole("option", { name: "Create contact “Zara Quinn”" }));
    const dialog = await screen.findByRole("dialog", { name: "Add contact" });
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("Zara Quinn");
    await user.click(within(dialog).getByRole("button", { name: "Add contact" }));
    await waitFor(() => expect(contact).toHaveValue("Zara Quinn"));
    expect(requests.find((r) => r.method === "POST" && r.path === "/contacts")?.body).toEqual({
      name: "Zara Quinn",
      email: null,
      phone: null,
    });
    // The contact's form sits in a portal inside the deal's form: its submit must not save the deal.
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
    expect(screen.getByRole("button", { name: "Save changes" })).toBeEnabled();
  });

  it("asks for the name and required custom fields before saving", async () => {
    const { user, requests } = openDeal();
    const name = await screen.findByRole("textbox", { name: /^Name/ });
    await user.clear(name);
    await user.clear(screen.getByRole("textbox", { name: /^Lead source/ }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findAllByText("Name is required")).not.toHaveLength(0);
    expect(screen.getByText("Lead source is required")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("answers a 409 with the spec's toast and the fresh deal", async () => {
    const { user, requests, setDeal } = openDeal({
      extra: {
        [`PUT /deals/${detailDealId}`]: () => {
          setDeal(detailDealFixture({ description: "Changed by someone else", version: 5 }));
          return { status: 409, body: refusalBody("CONFLICT") };
        },
      },
    });
    const description = await screen.findByRole("textbox", { name: "Description" });
    await user.clear(description);
    await user.type(description, "Mine");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Oops! That didn't work")).toBeInTheDocument();
    expect(screen.getByText("We had trouble making that change, please try again")).toBeInTheDocument();
    await waitFor(() => expect(description).toHaveValue("Changed by someone else"));
    expect(requests.filter((r) => r.method === "GET" && r.path === `/deals/${detailDealId}`)).toHaveLength(2);
    expect(screen.queryByText(/The server is experiencing issues/)).not.toBeInTheDocument();
  });

  it.each([
    ["DISABLED", "hidden"],
    ["READONLY", "read-only"],
    ["ENABLED", "editable"],
  ] as const)("shows the sidemark per the Details module: %s is %s", async (mode, _shown) => {
    openDeal({ sidemarkMode: mode });
    await screen.findByRole("textbox", { name: /^Name/ });
    const sidemark = screen.queryByRole("textbox", { name: "Sidemark" });
    if (mode === "DISABLED") expect(sidemark).not.toBeInTheDocument();
    else if (mode === "READONLY") expect(sidemark).toHaveAttribute("readonly");
    else expect(sidemark).not.toHaveAttribute("readonly");
    if (sidemark) expect(sidemark).toHaveValue("SMITH-K");
  });

  it("makes an archived deal read-only and offers Unarchive", async () => {
    const { user } = openDeal({ deal: detailDealFixture({ isArchived: true }) });
    expect(await screen.findByText("This deal is archived", undefined)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Payment/ })).not.toBeInTheDocument();
    expect(screen.getByText("Payment: Deposit Paid")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Unarchive" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Install" }));
    expect(await screen.findByText("No items yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add" })).not.toBeInTheDocument();
  });

  it("shows the Appointments tab with Add, which an archived deal hides", async () => {
    const base = detailWorkflowFixture();
    const workflow = {
      ...base,
      context: {
        ...base.context,
        modules: [...base.context.modules, { type: "APPOINTMENTS" as const, config: {} }],
      },
    };
    const appointments = {
      "GET /workflows": { body: [workflow] },
      [`GET /deals/${detailDealId}/appointments`]: { body: [] },
    };
    const url = `/workflows/sales/${detailDealId}?tab=appointments`;
    const open = openDeal({ extra: appointments, url });
    expect(await screen.findByRole("tab", { name: "Appointments", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("No appointments yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add" })).toBeInTheDocument();
    open.unmount();

    openDeal({ deal: detailDealFixture({ isArchived: true }), extra: appointments, url });
    expect(await screen.findByText("No appointments yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add" })).not.toBeInTheDocument();
  });

  it("changes the status with the current and target status; a 409 puts it back with the toast", async () => {
    const { user, requests } = openDeal({
      extra: { [`POST /deals/${detailDealId}/status`]: { status: 409, body: refusalBody("CONFLICT") } },
    });
    const status = await screen.findByRole("combobox", { name: "Status" });
    await user.selectOptions(status, "Quoted");
    expect(await screen.findByText("Oops! That didn't work")).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith("/status"))?.body).toEqual({
      currentStatusId: "01900000-0000-7000-8000-000000000501",
      targetStatusId: "01900000-0000-7000-8000-000000000502",
    });
    await waitFor(() => expect(status).toHaveValue("01900000-0000-7000-8000-000000000501"));
  });

  it("opens the same deal under a contact, with a way back to the contact", async () => {
    const contactId = "01900000-0000-7000-8000-0000000000c1";
    openDeal({ url: `/contacts/${contactId}/sales/${detailDealId}` });
    expect(await screen.findByRole("heading", { name: "Smith kitchen blinds" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to contact" })).toHaveAttribute(
      "href",
      `/contacts/${contactId}`,
    );
  });

  it("sends a deal that is not found back to its board", async () => {
    const { location } = openDeal({
      extra: { [`GET /deals/${detailDealId}`]: { status: 404, body: refusalBody("NOT_FOUND") } },
    });
    await waitFor(() => expect(location()).toBe("/workflows/sales"));
  });
});
