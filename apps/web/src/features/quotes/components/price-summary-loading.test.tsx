import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { quoteFixture } from "../../../test/kits/quotes.test-kit.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { PriceSummary } from "./price-summary.tsx";

// The override field's code arrives when the test says so.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock("./override-field.tsx", async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

describe("a quote's overrides before their code is in", () => {
  it("stand in with a field that takes what the number field takes, and hand over what was typed and the focus", async () => {
    const onSave = vi.fn(async () => true);
    renderWithProviders(
      <PriceSummary quote={quoteFixture()} readOnly={false} canOverrideTax saving={false} onSave={onSave} />,
    );
    const user = userEvent.setup();
    const standIn = screen.getByRole("textbox", { name: /Deposit override/ });
    await user.type(standIn, "-1a2.505");
    expect(standIn).toHaveValue("12.50");
    expect(
      screen.getAllByRole("button", { name: "Save" }).every((button) => button.hasAttribute("disabled")),
    ).toBe(true);

    arrival.arrive();
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Deposit override/ })).not.toBe(standIn));
    const field = screen.getByRole("textbox", { name: /Deposit override/ });
    expect(field).toHaveValue("12.50");
    expect(field).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onSave).toHaveBeenCalledWith({ depositAmountOverride: "12.50" });
  });
});
