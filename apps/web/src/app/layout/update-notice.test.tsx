import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-app.tsx";
import { UpdateNotice } from "./update-notice.tsx";

const flush = () => act(async () => {});

describe("update notice", () => {
  it("stays silent while the deployed commit is the built one", async () => {
    const reload = vi.fn();
    renderWithProviders(
      <UpdateNotice builtCommit="abc" enabled fetchCommit={async () => "abc"} reload={reload} />,
    );
    await flush();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText("Update Available!")).not.toBeInTheDocument();
  });

  it("reloads a visible page at once when a new version appears", async () => {
    const reload = vi.fn();
    renderWithProviders(
      <UpdateNotice builtCommit="abc" enabled fetchCommit={async () => "def"} reload={reload} />,
    );
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("asks instead when a reload did not bring the new version; Later minimizes, the reminder reloads", async () => {
    sessionStorage.setItem("portal.reloadedForCommit", "def");
    const reload = vi.fn();
    renderWithProviders(
      <UpdateNotice builtCommit="abc" enabled fetchCommit={async () => "def"} reload={reload} />,
    );
    expect(await screen.findByText("Update Available!")).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Later" }));
    await user.click(await screen.findByRole("button", { name: "Please refresh page to update" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("offers Update now, which reloads", async () => {
    sessionStorage.setItem("portal.reloadedForCommit", "def");
    const reload = vi.fn();
    renderWithProviders(
      <UpdateNotice builtCommit="abc" enabled fetchCommit={async () => "def"} reload={reload} />,
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: "Update now" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("checks every 5 minutes only while the tab is visible", async () => {
    vi.useFakeTimers();
    try {
      const fetchCommit = vi.fn(async () => "abc");
      renderWithProviders(
        <UpdateNotice builtCommit="abc" enabled fetchCommit={fetchCommit} reload={vi.fn()} />,
      );
      expect(fetchCommit).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTime(300_000));
      expect(fetchCommit).toHaveBeenCalledTimes(2);

      vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
      act(() => document.dispatchEvent(new Event("visibilitychange")));
      await act(async () => vi.advanceTimersByTime(900_000));
      expect(fetchCommit).toHaveBeenCalledTimes(2);

      vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
      act(() => document.dispatchEvent(new Event("visibilitychange")));
      expect(fetchCommit).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
