import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-app.tsx";
import { DragHandle, moveItem, SortableItem, SortableList } from "./sortable-list.tsx";

describe("moveItem", () => {
  it.each([
    [0, 2, ["b", "c", "a"]],
    [2, 0, ["c", "a", "b"]],
    [1, 2, ["a", "c", "b"]],
  ])("moves the item at %i to %i", (from, to, expected) => {
    expect(moveItem(["a", "b", "c"], from, to)).toEqual(expected);
  });

  it.each([
    [1, 1],
    [0, -1],
    [2, 3],
    [-1, 0],
  ])("answers null for %i → %i, which is no move", (from, to) => {
    expect(moveItem(["a", "b", "c"], from, to)).toBeNull();
  });
});

/** Three rows under the workflows' wording; `onMove` applies the move, as the real lists do. */
function Rows({ onMove }: { onMove: (from: number, to: number) => void }) {
  const [rows, setRows] = useState(["Details", "Notes", "Quotes"]);
  return (
    <SortableList
      ids={rows}
      labels={rows}
      label="Modules"
      messagesKey="workflows.dnd"
      onMove={(from, to) => {
        onMove(from, to);
        setRows((current) => moveItem(current, from, to) ?? current);
      }}
    >
      {rows.map((row) => (
        <SortableItem key={row} id={row}>
          <DragHandle label={`Drag ${row}`} />
          {row}
        </SortableItem>
      ))}
    </SortableList>
  );
}

const rowHeight = 40;

describe("sortable list", () => {
  beforeEach(() => {
    // jsdom lays nothing out: stack the rows 40 px apart so the keyboard has somewhere to move them.
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      const row = this.closest("li");
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * rowHeight, width: 300, height: rowHeight - 4 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("moves a row with the keyboard and announces each step", async () => {
    const onMove = vi.fn();
    renderWithProviders(<Rows onMove={onMove} />);
    const user = userEvent.setup();
    const list = screen.getByRole("list", { name: "Modules" });
    const handle = within(list).getByRole("button", { name: "Drag Notes" });
    expect(handle).toHaveAttribute("aria-roledescription", "sortable");
    expect(handle).toHaveAccessibleDescription(/press Space or Enter/);

    handle.focus();
    await user.keyboard("{Enter}");
    const live = await screen.findByRole("status", { name: "" });
    // Picked up, and at once over its own place.
    await waitFor(() => expect(live).toHaveTextContent(/Notes .*position 2 of 3\./));
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(live).toHaveTextContent("Notes moved to position 3 of 3."));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(live).toHaveTextContent("Notes dropped at position 3 of 3."));
    expect(onMove).toHaveBeenCalledWith(1, 2);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Details", "Quotes", "Notes"]),
    );
  });

  it("puts a carried row back on Escape and moves nothing", async () => {
    const onMove = vi.fn();
    renderWithProviders(<Rows onMove={onMove} />);
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Drag Details" }).focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Moving Details was cancelled.")).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
  });

  it("takes no move from a disabled row", () => {
    renderWithProviders(
      <SortableList ids={["a"]} labels={["A"]} label="Items" messagesKey="checklists.dnd" onMove={vi.fn()}>
        <SortableItem id="a" disabled>
          <DragHandle label="Drag A" disabled />A
        </SortableItem>
      </SortableList>,
    );
    expect(screen.getByRole("button", { name: "Drag A" })).toBeDisabled();
  });
});
