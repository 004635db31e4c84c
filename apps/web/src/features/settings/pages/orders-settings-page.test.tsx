import type { OfflineOrderStatusEntry } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { dealerSettingsFixture, demoUserMe } from "../../../test/fixtures.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { refusalBody } from "../../../test/refusals.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const statusId = (n: number) => `01900000-0000-7000-8000-00000000500${n}`;

/** A fake of the statuses' calls, keeping what they change. */
function statusesServer(names: string[]) {
  let statuses: OfflineOrderStatusEntry[] = names.map((name, index) => ({
    id: statusId(index + 1),
    name,
    isArchived: false,
  }));
  const handlers: Record<string, MockHandler> = {
    "GET /account/offline-order-statuses": () => ({
      body: [...statuses.filter((s) => !s.isArchived), ...statuses.filter((s) => s.isArchived)],
    }),
    "POST /offline-order-statuses": ({ body }) => {
      const added = {
        id: statusId(statuses.length + 1),
        name: (body as { name: string }).name,
        isArchived: false,
      };
      statuses = [...statuses, added];
      return { body: added };
    },
    "PUT /offline-order-statuses/order": ({ body }) => {
      const { ids } = body as { ids: string[] };
      statuses = [
        ...ids.flatMap((id) => statuses.filter((s) => s.id === id)),
        ...statuses.filter((s) => !ids.includes(s.id)),
      ];
      return { body: statuses };
    },
  };
  for (const status of statuses) {
    handlers[`PUT /offline-order-statuses/${status.id}`] = ({ body }) => {
      statuses = statuses.map((s) =>
        s.id === status.id ? { ...s, name: (body as { name: string }).name } : s,
      );
      return { body: statuses.find((s) => s.id === status.id) };
    };
    handlers[`POST /offline-order-statuses/${status.id}/archive`] = () => {
      statuses = statuses.map((s) => (s.id === status.id ? { ...s, isArchived: true } : s));
      return { body: statuses.find((s) => s.id === status.id) };
    };
  }
  return handlers;
}

function openOrders(options: { user?: "admin" | "sales"; handlers?: Record<string, MockHandler> } = {}) {
  const api = mockApi({
    ...signedInHandlers(),
    "GET /me": { body: demoUserMe(options.user ?? "admin") },
    "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
    ...statusesServer(["Awaiting confirmation", "Confirmed", "Dispatched"]),
    ...options.handlers,
  });
  const app = renderApp("/settings/orders");
  return { ...api, ...app, user: userEvent.setup() };
}

const statusList = () => screen.getByRole("list", { name: "Offline order statuses" });
const listed = () =>
  within(statusList())
    .getAllByRole("listitem")
    .map((row) => row.textContent);

describe("settings: orders", () => {
  it("adds a status, refusing a name another status has, and renames one", async () => {
    const { user, requests } = openOrders({
      handlers: {
        // What the server says when another tab took the name first.
        "POST /offline-order-statuses": {
          status: 422,
          body: refusalBody("VALIDATION_FAILED", { name: "OFFLINE_STATUS_NAME_TAKEN" }),
        },
      },
    });
    const tabs = await screen.findByRole("navigation", { name: "Settings sections" });
    expect(within(tabs).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    await screen.findByRole("list", { name: "Offline order statuses" });
    expect(listed()).toEqual(["Awaiting confirmation", "Confirmed", "Dispatched"]);

    const name = screen.getByRole("textbox", { name: "New status" });
    await user.type(name, " dispatched {Enter}");
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription("Another order status already has this name"),
    );
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await user.clear(name);
    await user.type(name, "Awaiting parts{Enter}");
    await waitFor(() =>
      expect(requests.find((r) => r.method === "POST")?.body).toEqual({ name: "Awaiting parts" }),
    );
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription("Another order status already has this name"),
    );
    expect(name).toHaveValue("Awaiting parts");

    await user.click(screen.getByRole("button", { name: "Actions for Confirmed" }));
    await user.click(await screen.findByRole("menuitem", { name: "Rename" }));
    const rename = screen.getByRole("textbox", { name: "Rename Confirmed" });
    await user.clear(rename);
    await user.type(rename, "Confirmed by supplier{Enter}");
    await waitFor(() => expect(listed()).toContain("Confirmed by supplier"));
    expect(requests.find((r) => r.method === "PUT")).toMatchObject({
      path: `/offline-order-statuses/${statusId(2)}`,
      body: { name: "Confirmed by supplier" },
    });
  });

  it("moves a status from its menu and archives one after asking", async () => {
    const { user, requests } = openOrders();
    await screen.findByRole("list", { name: "Offline order statuses" });

    await user.click(screen.getByRole("button", { name: "Actions for Awaiting confirmation" }));
    await user.click(await screen.findByRole("menuitem", { name: "Move down" }));
    await waitFor(() => expect(listed()).toEqual(["Confirmed", "Awaiting confirmation", "Dispatched"]));
    expect(requests.find((r) => r.path === "/offline-order-statuses/order")?.body).toEqual({
      ids: [statusId(2), statusId(1), statusId(3)],
    });

    await user.click(screen.getByRole("button", { name: "Actions for Dispatched" }));
    await user.click(await screen.findByRole("menuitem", { name: "Archive" }));
    expect(await screen.findByText("Archive this status?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(listed()).toEqual(["Confirmed", "Awaiting confirmation"]));
    const archived = screen.getByRole("region", { name: "Archived" });
    expect(within(archived).getByText("Dispatched")).toBeInTheDocument();
    expect(requests.some((r) => r.path === `/offline-order-statuses/${statusId(3)}/archive`)).toBe(true);
  });

  it("keeps the last status: its Archive is not offered", async () => {
    const { user } = openOrders({ handlers: statusesServer(["Ordered"]) });
    await screen.findByRole("list", { name: "Offline order statuses" });
    await user.click(screen.getByRole("button", { name: "Actions for Ordered" }));
    expect(await screen.findByRole("menuitem", { name: "Archive" })).toBeDisabled();
    expect(screen.getByText("At least one status must stay")).toBeInTheDocument();
  });

  it("saves the order confirmation email and the delivery defaults through the company and dealer calls", async () => {
    const { user, requests } = openOrders({
      handlers: {
        "POST /old/account-settings/main-company": { body: { ok: true } },
        "POST /old/account-settings/dealer-portal": { body: { ok: true } },
      },
    });
    const email = await screen.findByRole("textbox", { name: "Order confirmation email" });
    expect(screen.getByRole("textbox", { name: "Delivery address" })).toHaveValue(
      "Dock 2, 1 George St, Sydney",
    );
    await user.type(email, "orders@demo");
    await user.tab();
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(email, ".example");
    await user.type(screen.getByRole("textbox", { name: "Default shipping instructions" }), "Rear dock");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
    expect(requests.find((r) => r.path === "/old/account-settings/main-company")?.body).toEqual({
      company_name: "Demo Blinds Co",
      email: "office@demoblinds.example",
      phone: "02 9999 9999",
      address: null,
      account_email: null,
      order_confirmation_email: "orders@demo.example",
    });
    expect(
      requests.find((r) => r.method === "POST" && r.path === "/old/account-settings/dealer-portal")?.body,
    ).toMatchObject({
      companyDeliveryAddress: "Dock 2, 1 George St, Sydney",
      defaultShippingInstructions: "Rear dock",
      bindingText: "Terms apply",
      depositPercentage: 30,
    });
  });

  it("shows a user without the settings permission everything read-only", async () => {
    const { requests } = openOrders({ user: "sales" });
    await screen.findByRole("list", { name: "Offline order statuses" });
    expect(listed()).toEqual(["Awaiting confirmation", "Confirmed", "Dispatched"]);
    expect(screen.getByRole("textbox", { name: "Order confirmation email" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Delivery address" })).toHaveAttribute("readonly");
    expect(screen.queryByRole("textbox", { name: "New status" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Drag to reorder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("shows the generic error view when the statuses cannot load", async () => {
    openOrders({
      handlers: {
        "GET /account/offline-order-statuses": { status: 500, body: refusalBody("SERVER_ERROR") },
      },
    });
    expect(await screen.findByText("Sorry, something went wrong")).toBeInTheDocument();
  });
});
