import type { Me, SupplierApiToken } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoUserMe, meFixture, supplierFixture } from "../../../test/fixtures.ts";
import { type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const supplier = (id: number, name: string, isInternal: boolean, offlineOnly = false) =>
  supplierFixture(id, name, {
    manufacturer_customer_settings: { is_internal: isInternal },
    offline_only: offlineOnly,
  });

const suppliers = [
  supplier(1, "Sunline Blinds", true),
  supplier(2, "Coastal Shutters", false),
  supplier(3, "Harbour Awnings", false, true),
];

function showSuppliers(me: Me, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...signedInHandlers(),
    "GET /me": { body: me },
    "GET /old/manufacturers": { body: { data: suppliers } },
    "GET /suppliers/1/api-tokens": { body: [] },
    "GET /suppliers/2/api-tokens": { body: [] },
    ...handlers,
  });
  renderApp("/settings/suppliers");
  return api;
}

const oldTokenId = "01900000-0000-7000-8000-0000000000a1";
const newTokenId = "01900000-0000-7000-8000-0000000000a2";
const secret = "spt_4nE9xQe2Vb7LmR1sTz8KpW3yHc6DfJ0a";

describe("Settings → Suppliers", () => {
  it("offers an admin the catalogue import on the internal supplier only", async () => {
    showSuppliers(meFixture());
    const sunline = await screen.findByRole("region", { name: /Sunline Blinds/ });
    expect(within(sunline).getByText("Internal")).toBeInTheDocument();
    expect(
      within(sunline).getByRole("button", { name: "Import catalogue for Sunline Blinds" }),
    ).toBeVisible();
    const coastal = screen.getByRole("region", { name: /Coastal Shutters/ });
    expect(within(coastal).queryByText("Internal")).not.toBeInTheDocument();
    expect(within(coastal).queryByRole("button", { name: /Import catalogue/ })).not.toBeInTheDocument();
  });

  it("shows other staff which supplier is internal, without the import", async () => {
    const me = meFixture();
    const sales: Me = {
      ...me,
      principal: me.principal ? { ...me.principal, employeeType: "DEFAULT" } : null,
    };
    showSuppliers(sales);
    const sunline = await screen.findByRole("region", { name: /Sunline Blinds/ });
    expect(within(sunline).getByText("Internal")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Import catalogue/ })).not.toBeInTheDocument();
  });

  it("lets an administrator issue a supplier's API token, shown once, and revoke one after confirming", async () => {
    const user = userEvent.setup();
    let tokens: SupplierApiToken[] = [
      { id: oldTokenId, name: "Old system", createdAt: "2025-03-05T12:00:00Z", lastUsedAt: null },
    ];
    const { requests } = showSuppliers(meFixture(), {
      "GET /suppliers/2/api-tokens": () => ({ body: tokens }),
      "POST /suppliers/2/api-tokens": () => {
        const issued = {
          id: newTokenId,
          name: "Order system",
          createdAt: "2025-03-06T12:00:00Z",
          lastUsedAt: null,
        };
        tokens = [issued, ...tokens];
        return { body: { ...issued, token: secret } };
      },
      [`DELETE /supplier-api-tokens/${oldTokenId}`]: () => {
        tokens = tokens.filter((token) => token.id !== oldTokenId);
        return { body: { ok: true } };
      },
    });
    const coastal = await screen.findByRole("region", { name: /Coastal Shutters/ });
    const access = within(coastal).getByRole("region", { name: "API access" });
    expect(await within(access).findByText("Old system")).toBeInTheDocument();
    expect(within(access).getByText("Created 5 Mar 2025 · never used")).toBeInTheDocument();
    const sunline = screen.getByRole("region", { name: /Sunline Blinds/ });
    expect(await within(sunline).findByText("No tokens issued")).toBeInTheDocument();
    // An offline supplier has no system to connect.
    const harbour = screen.getByRole("region", { name: /Harbour Awnings/ });
    expect(within(harbour).queryByRole("region", { name: "API access" })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === "/suppliers/3/api-tokens")).toBe(false);

    await user.click(within(access).getByRole("button", { name: "Issue token" }));
    const form = await screen.findByRole("dialog", { name: "Issue an API token to Coastal Shutters" });
    await user.click(within(form).getByRole("button", { name: "Issue token" }));
    expect(await within(form).findByText("Name is required")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);
    await user.type(within(form).getByRole("textbox", { name: /Name/ }), "Order system");
    await user.click(within(form).getByRole("button", { name: "Issue token" }));

    const shown = await screen.findByRole("dialog", { name: "API token for Coastal Shutters" });
    expect(within(shown).getByText(secret)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { name: "Order system" },
    ]);
    expect(within(shown).getByText(/It will not be shown again/)).toBeInTheDocument();
    expect(
      within(shown).getByText(
        `curl -H "Authorization: Bearer ${secret}" ${window.location.origin}/api/supplier/orders`,
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
    expect(within(shown).getByRole("link", { name: /API documentation/ })).toHaveAttribute(
      "href",
      "/api/docs",
    );
    await user.click(within(shown).getByRole("button", { name: "Copy token" }));
    expect(await within(shown).findByRole("button", { name: "Copied" })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(secret);
    await user.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByText(secret)).not.toBeInTheDocument());
    expect(await within(access).findByText("Order system")).toBeInTheDocument();

    await user.click(within(access).getByRole("button", { name: "Revoke token “Old system”" }));
    const confirm = await screen.findByRole("dialog", { name: "Revoke this token?" });
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(within(access).queryByText("Old system")).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      `/supplier-api-tokens/${oldTokenId}`,
    ]);
    expect(within(access).getByText("Order system")).toBeInTheDocument();
  });

  it("shows no API tokens to someone who may only view settings", async () => {
    const { requests } = showSuppliers(demoUserMe("sales"));
    const coastal = await screen.findByRole("region", { name: /Coastal Shutters/ });
    expect(within(coastal).getByRole("combobox", { name: "Default shipping method" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "API access" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Issue token" })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.includes("api-tokens"))).toBe(false);
  });
});
