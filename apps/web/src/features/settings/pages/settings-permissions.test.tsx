// Settings offer changes only to those whose role has the settings permission (docs/permissions.md,
// decisions 5–7): the others see every tab they may open read-only, and DEALS_ONLY users none at all.
import type { Me, ProductTree } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { dealerSettingsFixture, demoUserMe, supplierFixture } from "../../../test/fixtures.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const tree: ProductTree = [
  {
    brandId: "01900000-0000-7000-8000-00000000b001",
    brandName: "Shade Co",
    manufacturerId: 1,
    categories: [
      {
        id: "01900000-0000-7000-8000-00000000c001",
        name: "Roller Blinds",
        badge: { kind: "DEFAULT" },
        override: null,
        subCategories: [],
        products: [
          {
            id: "01900000-0000-7000-8000-00000000d001",
            name: "Blockout Roller Blind",
            type: "PRODUCT",
            masterProductId: null,
            brandSubCategoryId: null,
            badge: { kind: "DEFAULT" },
            override: null,
          },
        ],
      },
    ],
  },
];

const sunline = supplierFixture(1, "Sunline Blinds", {
  customer_settings: { default_shipping_method_id: 3 },
  shipping_methods: [{ id: 3, name: "Courier", address: null }],
  manufacturer_customer_settings: { is_internal: true },
});

function openSettings(me: Me, path: string) {
  const api = mockApi({
    ...signedInHandlers(),
    "GET /me": { body: me },
    "GET /old/account-settings/dealer-portal": {
      body: {
        ...dealerSettingsFixture,
        companyLogoDocumentId: 7,
        companyLogoDocumentUrl: "/api/documents/7/download?inline=1",
      },
    },
    "GET /account/pdf-templates": {
      body: { templates: ["quote", "measure", "install"].map((kind) => ({ kind, enabled: true })) },
    },
    "GET /catalogue/product-tree": { body: tree },
    "GET /old/manufacturers": { body: { data: [sunline] } },
  });
  const app = renderApp(path);
  return { ...api, ...app };
}

const readOnlyNotice = "You can view these settings but not change them.";

describe("settings permissions", () => {
  it("shows General read-only to the sales user, with no Save", async () => {
    const { requests } = openSettings(demoUserMe("sales"), "/settings/general");
    const name = await screen.findByRole("textbox", { name: "Company name" });
    expect(name).toHaveValue("Demo Blinds Co");
    expect(screen.getByText(readOnlyNotice)).toBeInTheDocument();
    const fields = screen.getAllByRole("textbox").filter((field) => field.closest("form"));
    expect(fields).toHaveLength(12);
    for (const field of fields) expect(field).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Discard changes" })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("gives the administrator General with Save and no notice", async () => {
    openSettings(demoUserMe("admin"), "/settings/general");
    expect(await screen.findByRole("textbox", { name: /Company name/ })).not.toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Save changes" })).toBeInTheDocument();
    expect(screen.queryByText(readOnlyNotice)).not.toBeInTheDocument();
  });

  it("shows the supplier representative Quotes read-only: fields, tax mode, logo and PDF templates", async () => {
    openSettings(demoUserMe("supplier"), "/settings/quotes");
    expect(await screen.findByRole("textbox", { name: /Deposit percentage/ })).toHaveAttribute("readonly");
    expect(screen.getByText(readOnlyNotice)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Prices include tax" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Company details" })).toHaveAttribute("readonly");
    expect(screen.getByRole("img", { name: /logo/i })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /logo/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save details and terms" })).not.toBeInTheDocument();
    const templates = screen.getByRole("region", { name: "PDF templates" });
    expect(await within(templates).findByRole("switch", { name: "Measure sheet" })).toBeDisabled();
  });

  it("shows the supplier representative Products without Override and the default read-only", async () => {
    openSettings(demoUserMe("supplier"), "/settings/products");
    expect(await screen.findByText("Blockout Roller Blind")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Override/ })).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /mark-up/i })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Amount" })).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save changes" })).not.toBeInTheDocument();
  });

  it("offers the administrator an Override on every product node", async () => {
    openSettings(demoUserMe("admin"), "/settings/products");
    expect(
      await screen.findByRole("button", { name: /^Override Blockout Roller Blind$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Override Roller Blinds$/ })).toBeInTheDocument();
  });

  it("shows the supplier representative a supplier's shipping method without changing it", async () => {
    openSettings(demoUserMe("supplier"), "/settings/suppliers");
    const card = await screen.findByRole("region", { name: /Sunline Blinds/ });
    const method = within(card).getByRole("combobox", { name: "Default shipping method" });
    expect(method).toHaveValue("Courier");
    await userEvent.setup().click(method);
    // Mantine keeps a read-only select's options in a dropdown marked hidden (a browser's CSS hides it).
    const options = screen.queryByRole("listbox");
    expect(options === null || options.closest("[data-hidden]") !== null).toBe(true);
    expect(within(card).queryByRole("button", { name: /Import catalogue/ })).not.toBeInTheDocument();
  });

  it("lets the administrator pick a supplier's shipping method", async () => {
    openSettings(demoUserMe("admin"), "/settings/suppliers");
    const card = await screen.findByRole("region", { name: /Sunline Blinds/ });
    await userEvent
      .setup()
      .click(within(card).getByLabelText("Default shipping method", { selector: "input" }));
    expect(await screen.findByRole("option", { name: "No default" })).toBeInTheDocument();
    expect(screen.getByRole("listbox").closest("[data-hidden]")).toBeNull();
  });

  it("keeps the DEALS_ONLY user out of settings, product overrides included", async () => {
    const { location, requests } = openSettings(demoUserMe("dealsOnly"), "/settings/products");
    await waitFor(() => expect(location()).toBe("/dashboard"));
    expect(screen.queryByRole("link", { name: /Settings/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.includes("product"))).toBe(false);
  });
});
