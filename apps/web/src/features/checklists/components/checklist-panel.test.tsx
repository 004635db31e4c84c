import type { Checklist, ChecklistItem } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type MockAnswer, mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { ChecklistPanel } from "./checklist-panel.tsx";

const dealId = "01900000-0000-7000-8000-000000002001";
const sourceId = "01900000-0000-7000-8000-000000003001";
const base = `/deals/${dealId}/checklists/${sourceId}`;
const itemId = (n: number) => `01900000-0000-7000-8000-00000000400${n}`;

function item(n: number, label: string, isChecked = false): ChecklistItem {
  return { id: itemId(n), label, isChecked, updatedAt: "2026-01-05T10:00:00.000Z", updatedBy: null };
}

function checklist(items: ChecklistItem[]): Checklist {
  return { dataSource: { id: sourceId, name: "Install", createdAt: "2026-01-05T10:00:00.000Z" }, items };
}

/** A held answer: the test decides when (and how) the server replies. */
function held() {
  let reply: (answer: MockAnswer) => void = () => {};
  const answer = new Promise<MockAnswer>((resolve) => {
    reply = resolve;
  });
  return { answer, reply };
}

function renderChecklist(items: ChecklistItem[], handlers: Parameters<typeof mockApi>[0] = {}) {
  const server = { items };
  const api = mockApi({ [`GET ${base}`]: () => ({ body: checklist(server.items) }), ...handlers });
  renderWithProviders(
    <ChecklistPanel dealId={dealId} dataSourceId={sourceId} name="Install" readOnly={false} />,
  );
  return { ...api, server, user: userEvent.setup() };
}

const listLabels = () =>
  within(screen.getByRole("list", { name: "Install" }))
    .getAllByRole("checkbox")
    .map((box) => box.closest("li")?.textContent ?? "");

describe("checklist", () => {
  it("shows the empty state, then an added item at once, before the server answers", async () => {
    const post = held();
    const { user, requests } = renderChecklist([], { [`POST ${base}/items`]: () => post.answer });
    expect(await screen.findByText("No items yet")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "New item" }), "Measure windows{Enter}");
    expect(await screen.findByRole("checkbox", { name: "Measure windows" })).toBeInTheDocument();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ label: "Measure windows" });
    post.reply({ body: item(1, "Measure windows") });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Measure windows" })).toBeEnabled());
  });

  it("takes an added item back and says so when the server refuses it", async () => {
    const { user } = renderChecklist([item(1, "Book installer")], {
      [`POST ${base}/items`]: { status: 500, body: { message: "Server error." } },
    });
    await screen.findByRole("checkbox", { name: "Book installer" });
    await user.type(screen.getByRole("textbox", { name: "New item" }), "Order fabric{Enter}");
    expect(await screen.findByText("The checklist could not be saved")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("checkbox", { name: "Order fabric" })).not.toBeInTheDocument(),
    );
    expect(listLabels()).toEqual(["Book installer"]);
  });

  it("ticks an item at once and unticks it again when the save fails", async () => {
    const put = held();
    const { user, requests } = renderChecklist([item(1, "Book installer")], {
      [`PUT /checklist-items/${itemId(1)}`]: () => put.answer,
    });
    const box = await screen.findByRole("checkbox", { name: "Book installer" });
    await user.click(box);
    expect(box).toBeChecked();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ isChecked: true });
    put.reply({ status: 503, body: { message: "Server error." } });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Book installer" })).not.toBeChecked());
    expect(screen.getByText("Your change was undone. Please try again.")).toBeInTheDocument();
  });

  it("moves an item down from its menu and saves the new order", async () => {
    const { user, requests, server } = renderChecklist([item(1, "First"), item(2, "Second")], {
      [`PUT ${base}/order`]: () => {
        server.items = [item(2, "Second"), item(1, "First")];
        return { body: checklist(server.items) };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Actions for First" }));
    await user.click(await screen.findByRole("menuitem", { name: "Move down" }));
    await waitFor(() => expect(listLabels()).toEqual(["Second", "First"]));
    expect(requests.find((r) => r.path.endsWith("/order"))?.body).toEqual({
      itemIds: [itemId(2), itemId(1)],
    });
  });

  it("removes an item only after confirmation", async () => {
    const { user, requests, server } = renderChecklist([item(1, "First")], {
      [`DELETE /checklist-items/${itemId(1)}`]: () => {
        server.items = [];
        return { body: { ok: true } };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Actions for First" }));
    await user.click(await screen.findByRole("menuitem", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove item" });
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("No items yet")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "DELETE")).toBe(true);
  });
});
