import type { DealerSettings, ProductTree } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { accountSettingsFixture, dealerSettingsFixture } from "../../../test/fixtures.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

const overridesPath = "/old/account-settings/dealer-portal/product-overrides";
const overrideId = "01900000-0000-7000-8000-00000000a001";

const tree: ProductTree = [
  {
    brandId: "01900000-0000-7000-8000-00000000b001",
    brandName: "Shade Co",
    manufacturerId: 1,
    categories: [
      {
        id: "01900000-0000-7000-8000-00000000c001",
        name: "Roller Blinds",
        badge: {
          kind: "ADJUSTMENT",
          adjustmentType: "PERCENT_MARK_UP",
          basePercent: "50",
          optionsPercent: "20",
          inherited: false,
        },
        override: { id: overrideId },
        subCategories: [],
        products: [
          {
            id: "01900000-0000-7000-8000-00000000d001",
            name: "Blockout Roller Blind",
            type: "PRODUCT",
            masterProductId: null,
            brandSubCategoryId: null,
            badge: {
              kind: "ADJUSTMENT",
              adjustmentType: "PERCENT_MARK_UP",
              basePercent: "50",
              optionsPercent: "20",
              inherited: true,
            },
            override: null,
          },
          {
            id: "01900000-0000-7000-8000-00000000d002",
            name: "Sunscreen Roller Blind",
            type: "PRODUCT",
            masterProductId: null,
            brandSubCategoryId: null,
            badge: { kind: "HIDDEN" },
            override: null,
          },
        ],
      },
      {
        id: "01900000-0000-7000-8000-00000000c002",
        name: "Curtains",
        badge: { kind: "DEFAULT" },
        override: null,
        subCategories: [],
        products: [],
      },
    ],
  },
];

describe("products settings", () => {
  it("shows each node's badge and removes an override saved as Inherit and Visible", async () => {
    let treeLoads = 0;
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
      "GET /catalogue/product-tree": () => {
        treeLoads += 1;
        return { body: tree };
      },
      [`GET ${overridesPath}`]: {
        body: [
          {
            id: overrideId,
            overrideType: "BRAND_CATEGORY",
            productId: null,
            categoryId: tree[0]?.categories[0]?.id,
            brandId: tree[0]?.brandId,
            brandSubCategoryId: null,
            adjustmentType: "CUSTOM",
            baseAdjustmentValue: 50,
            optionsAdjustmentValue: 20,
            isHidden: false,
          },
        ],
      },
      [`PUT ${overridesPath}/${overrideId}`]: { body: { deleted: true } },
    });
    renderApp("/settings/products");
    expect(await screen.findByRole("heading", { name: "Default Product Settings" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Products" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Products" });
    expect(within(list).getByText("Mark-up 50 % · options 20 %")).toBeInTheDocument();
    expect(within(list).getByText("Mark-up 50 % · options 20 % · from category")).toBeInTheDocument();
    expect(within(list).getByText("Hidden")).toBeInTheDocument();
    expect(within(list).getByText("Default")).toBeInTheDocument();
    // The brand row has no badge and no override action.
    expect(screen.queryByRole("button", { name: "Override Shade Co" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Override Roller Blinds" }));
    const dialog = await screen.findByRole("dialog", { name: "Override: Roller Blinds" });
    expect(await within(dialog).findByRole("textbox", { name: "Base %" })).toHaveValue("50 %");
    await user.click(within(dialog).getByRole("radio", { name: "Inherit" }));
    expect(within(dialog).getByText("Inherit and visible removes this override.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      overrideType: "BRAND_CATEGORY",
      adjustmentType: "INHERIT",
      isHidden: false,
    });
    await waitFor(() => expect(treeLoads).toBeGreaterThan(1));
  });
});

describe("default product settings", () => {
  it("refuses a margin of 100 with the spec's invalid-submit toast, on the field; a mark-up of 100 saves", async () => {
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
      "GET /catalogue/product-tree": { body: tree },
      "POST /old/account-settings/dealer-portal": { body: { ok: true } },
    });
    renderApp("/settings/products");
    const section = await screen.findByRole("region", { name: "Default Product Settings" });
    const user = userEvent.setup();
    const amount = within(section).getByRole("textbox", { name: "Amount" });
    await user.clear(amount);
    await user.type(amount, "250");
    await user.tab();
    expect(amount).toHaveValue("100 %");
    await user.click(within(section).getByRole("radio", { name: "Margin" }));
    await user.click(within(section).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Review all fields and try again")).toBeInTheDocument();
    expect(screen.getAllByText("A margin must be below 100")).toHaveLength(2);
    await waitFor(() => expect(amount).toHaveFocus());
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await user.click(within(section).getByRole("radio", { name: "Mark-up" }));
    await user.click(within(section).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
    expect(requests.find((r) => r.method === "POST")?.body).toMatchObject({
      accountAdjustmentType: "PERCENT_MARK_UP",
      accountAdjustmentValue: 100,
    });
  });
});

describe("quote settings", () => {
  it("sends all ten settings with the quote ones changed; the tax rate shows for labor_tax_control = 1", async () => {
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
      "POST /old/account-settings/dealer-portal": { body: { ok: true } },
    });
    renderApp("/settings/quotes");
    expect(await screen.findByRole("heading", { name: "Quote Settings" })).toBeInTheDocument();
    expect(screen.getByText(/Changes apply only to new quotes/)).toBeInTheDocument();
    const taxRate = screen.getByRole("textbox", { name: "Tax rate percentage" });
    const user = userEvent.setup();
    // Clamped into 0–100 on leaving the field, then put back.
    await user.clear(taxRate);
    await user.type(taxRate, "150");
    await user.tab();
    expect(taxRate).toHaveValue("100 %");
    await user.clear(taxRate);
    await user.type(taxRate, "10");
    await user.click(screen.getByRole("radio", { name: "Prices exclude tax" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      ...Object.fromEntries(
        Object.entries(dealerSettingsFixture).filter(([key]) => key !== "companyLogoDocumentUrl"),
      ),
      quotePricingTaxMode: "EXCLUSIVE",
    });
  });

  it("hides the tax rate unless the country's labor tax control is 1", async () => {
    const account = accountSettingsFixture();
    account.country.labor_tax_control = 0;
    mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings": { body: account },
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
    });
    renderApp("/settings/quotes");
    expect(await screen.findByRole("textbox", { name: /Deposit percentage/ })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Tax rate percentage" })).not.toBeInTheDocument();
  });

  it("switches a PDF template off at once, and puts the switch back when the call fails", async () => {
    const all = { templates: ["quote", "measure", "install"].map((kind) => ({ kind, enabled: true })) };
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": { body: dealerSettingsFixture },
      "GET /account/pdf-templates": { body: all },
      "PUT /account/pdf-templates": ({ body }) => {
        const change = (body as { templates: { kind: string; enabled: boolean }[] }).templates[0];
        if (change?.kind === "install") return { status: 500, body: { message: "Server error" } };
        return {
          body: { templates: all.templates.map((item) => (item.kind === change?.kind ? change : item)) },
        };
      },
    });
    renderApp("/settings/quotes");
    const section = await screen.findByRole("region", { name: "PDF templates" });
    const measure = await within(section).findByRole("switch", { name: "Measure sheet" });
    expect(measure).toBeChecked();
    const user = userEvent.setup();
    await user.click(measure);
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      templates: [{ kind: "measure", enabled: false }],
    });
    expect(await screen.findByText("Measure sheet switched off")).toBeInTheDocument();
    expect(within(section).getByRole("switch", { name: "Measure sheet" })).not.toBeChecked();

    const install = within(section).getByRole("switch", { name: "Install sheet" });
    await user.click(install);
    await waitFor(() => expect(requests.filter((r) => r.method === "PUT")).toHaveLength(2));
    expect(await screen.findByText(/server is experiencing issues/i)).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole("switch", { name: "Install sheet" })).toBeChecked());
    expect(within(section).getByRole("switch", { name: "Quote" })).toBeChecked();
  });

  it("refuses a logo that is not PNG or JPEG before sending it, saves the details and removes the logo", async () => {
    let dealer: DealerSettings = {
      ...dealerSettingsFixture,
      companyLogoDocumentId: 7,
      companyLogoDocumentUrl: "/api/documents/7/download?inline=1",
    };
    const { requests } = mockApi({
      ...signedInHandlers(),
      "GET /old/account-settings/dealer-portal": () => ({ body: dealer }),
      "POST /old/account-settings/dealer-portal": { body: { ok: true } },
      "DELETE /account/company-logo": () => {
        dealer = { ...dealer, companyLogoDocumentId: null, companyLogoDocumentUrl: null };
        return { body: { companyLogoDocumentId: null, companyLogoDocumentUrl: null } };
      },
    });
    renderApp("/settings/quotes");
    const section = await screen.findByRole("region", { name: "Quote documents" });
    expect(within(section).getByRole("img", { name: "Company logo" })).toHaveAttribute(
      "src",
      "/api/documents/7/download?inline=1",
    );
    // A picked file skips the picker's own `accept` filter here: the card checks it itself.
    const user = userEvent.setup({ applyAccept: false });
    const picker = section.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error("no file input");
    await user.upload(picker, new File(["GIF89a"], "logo.gif", { type: "image/gif" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent(
      "The logo must be a PNG or JPEG image",
    );
    expect(requests.some((r) => r.path === "/account/company-logo")).toBe(false);

    const binding = within(section).getByRole("textbox", { name: "Binding text" });
    await user.clear(binding);
    await user.type(binding, "Signed quotes are binding.");
    await user.click(within(section).getByRole("button", { name: "Save details and terms" }));
    await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
    expect(requests.find((r) => r.method === "POST")?.body).toMatchObject({
      companyDetails: "ABN 12 345 678 901",
      bindingText: "Signed quotes are binding.",
    });

    await user.click(within(section).getByRole("button", { name: "Remove logo" }));
    expect(await within(section).findByText("No logo")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
  });
});
