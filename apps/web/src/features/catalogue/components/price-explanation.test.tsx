// "How this price was made" reads as a sum that agrees with the price: each sell figure names the
// steps it is made of (freight among them), and the sell figures add up to the price of one item.
import type { PriceStepView } from "@portal/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { PriceExplanation } from "./price-explanation.tsx";

const markup = { type: "PERCENT_MARK_UP", percent: "40" } as const;

describe("How this price was made", () => {
  it("says which steps make the base, freight included, and ends with the unit price they add up to", () => {
    const steps: PriceStepView[] = [
      { kind: "GRID_CELL", width: 1000, drop: 1500, columnWidth: 1200, rowDrop: 1500, cost: "80.0000" },
      { kind: "FREIGHT", amount: "12.0000" },
      {
        kind: "OPTION",
        groupName: "Extras",
        optionName: "Fascia",
        cost: { kind: "FIXED", amount: "22" },
        amount: "22.0000",
      },
      { kind: "SELL", component: "BASE", adjustment: markup, cost: "92.0000", sell: "128.8000" },
      { kind: "SELL", component: "OPTIONS", adjustment: markup, cost: "22.0000", sell: "30.8000" },
    ];
    renderWithProviders(<PriceExplanation steps={steps} />);
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[1]).toBe("Freight: $12.00");
    expect(items[3]).toBe("Base price (steps 1 + 2): cost $92.00 with a 40 % mark-up sells at $128.80");
    expect(items[4]).toBe("Options (step 3): cost $22.00 with a 40 % mark-up sells at $30.80");
    expect(screen.getByTestId("explained-unit")).toHaveTextContent("Sell price of one item, ex tax: $159.60");
  });

  it("a line with nothing chosen yet says so, with no total", () => {
    renderWithProviders(<PriceExplanation steps={[]} />);
    expect(screen.getByText("Choose a size and options to see the price.")).toBeInTheDocument();
    expect(screen.queryByTestId("explained-unit")).not.toBeInTheDocument();
  });
});
