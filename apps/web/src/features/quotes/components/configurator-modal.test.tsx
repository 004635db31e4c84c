import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";
import { renderWithProviders } from "../../../test/render-app.tsx";
import { lineId, quoteId } from "../quotes.fixtures.ts";
import { ConfiguratorModal, type ConfiguringLine } from "./configurator-modal.tsx";

function open(line: ConfiguringLine) {
  const api = mockApi({ [`DELETE /order-lines/${lineId}`]: { body: { ok: true } } });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(
    <ConfiguratorModal quoteId={quoteId} line={line} onClose={onClose} onSaved={onSaved} />,
  );
  const fromFrame = (data: unknown) =>
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, origin: window.location.origin }));
    });
  const deletes = () => api.requests.filter((request) => request.method === "DELETE");
  return { onClose, onSaved, fromFrame, deletes };
}

describe("configurator dialog", () => {
  it("Cancel on a line just added removes it, so no half-made line blocks Accept", async () => {
    const { onClose, fromFrame, deletes } = open({ lineId, isNew: true });
    await fromFrame({ type: "closeModal" });
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(deletes().map((request) => request.path)).toEqual([`/order-lines/${lineId}`]));
  });

  it("closing a new line's dialog by its close button removes it too", async () => {
    const { deletes } = open({ lineId, isNew: true });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
  });

  it("keeps a line that was saved", async () => {
    const { onSaved, fromFrame, deletes } = open({ lineId, isNew: true });
    await fromFrame({ type: "didSave", orderLineId: lineId });
    expect(onSaved).toHaveBeenCalledWith(lineId);
    expect(deletes()).toEqual([]);
  });

  it("keeps an existing line whose edit is cancelled", async () => {
    const { onClose, fromFrame, deletes } = open({ lineId, isNew: false });
    await fromFrame({ type: "closeModal" });
    expect(onClose).toHaveBeenCalled();
    expect(deletes()).toEqual([]);
  });
});
