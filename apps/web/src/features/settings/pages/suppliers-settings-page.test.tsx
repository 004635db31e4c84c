import type { Manufacturer, Me } from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { meFixture } from "../../../test/fixtures.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { signedInHandlers } from "../../../test/signed-in-api.ts";

function supplier(id: number, name: string, isInternal: boolean): Manufacturer {
  return {
    id,
    name,
    logo: null,
    email: null,
    timezone: "UTC",
    customer_settings: { default_shipping_method_id: null },
    shipping_methods: [],
    brands: [],
    manufacturer_customer_settings: { is_internal: isInternal },
    offline_only: false,
  };
}

const suppliers = [supplier(1, "Sunline Blinds", true), supplier(2, "Coastal Shutters", false)];

function showSuppliers(me: Me) {
  mockApi({
    ...signedInHandlers(),
    "GET /me": { body: me },
    "GET /old/manufacturers": { body: { data: suppliers } },
  });
  renderApp("/settings/suppliers");
}

describe("Settings → Suppliers", { timeout: 20_000 }, () => {
  it("offers an admin the catalogue import on the internal supplier only", async () => {
    showSuppliers(meFixture());
    const sunline = await screen.findByRole("region", { name: /Sunline Blinds/ }, { timeout: 15_000 });
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
    const sunline = await screen.findByRole("region", { name: /Sunline Blinds/ }, { timeout: 15_000 });
    expect(within(sunline).getByText("Internal")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Import catalogue/ })).not.toBeInTheDocument();
  });
});
