import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-app.tsx";
import { showSuccessToast } from "../ui/toasts.ts";
import { whenOverlaysReady } from "./overlay-host.tsx";

describe("overlay host", () => {
  it("shows a toast and runs a dialog action at once when the managers are mounted", () => {
    renderWithProviders(<p>page</p>);
    act(() => showSuccessToast("Saved"));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    const action = vi.fn();
    whenOverlaysReady(action);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("holds a dialog action until a host mounts the managers", async () => {
    const action = vi.fn();
    whenOverlaysReady(action);
    expect(action).not.toHaveBeenCalled();
    renderWithProviders(<p>page</p>);
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });
});
