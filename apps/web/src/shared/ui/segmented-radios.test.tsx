import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-app.tsx";
import { SegmentedRadios } from "./segmented-radios.tsx";

function Views() {
  const [view, setView] = useState<"kanban" | "table">("kanban");
  return (
    <>
      <SegmentedRadios
        aria-label="View"
        value={view}
        onChange={setView}
        data={[
          { value: "kanban", label: "Kanban" },
          { value: "table", label: "Table" },
        ]}
      />
      <output>{view}</output>
    </>
  );
}

describe("SegmentedRadios", () => {
  it("is a named radio group whose segments are chosen by click and by the arrow keys", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Views />);
    expect(screen.getByRole("radiogroup", { name: "View" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Kanban" })).toBeChecked();

    await user.click(screen.getByText("Table"));
    expect(screen.getByRole("radio", { name: "Table" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("table");

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "Kanban" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: "Kanban" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("kanban");
  });
});
