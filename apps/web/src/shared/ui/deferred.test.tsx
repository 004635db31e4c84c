import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-app.tsx";
import { Deferred, DeferredDialog, deferredPart } from "./deferred.tsx";

type MenuProps = { label: string };

/** A part whose code arrives when the test says so, counting how often it was asked for. */
function heldPart() {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  let loads = 0;
  const part = deferredPart<MenuProps>(async () => {
    loads += 1;
    await arrived;
    return function OpenMenu({ label }: MenuProps) {
      return (
        <div role="menu" aria-label={label}>
          {/* biome-ignore lint/a11y/noAutofocus: the part takes the focus its placeholder had */}
          <button type="button" autoFocus>
            {label}
          </button>
        </div>
      );
    };
  });
  return { part, release, loads: () => loads };
}

describe("Deferred", () => {
  it("shows the placeholder, loads the part's code once when idle, and mounts it open on first use", async () => {
    const user = userEvent.setup();
    const { part, release, loads } = heldPart();
    renderWithProviders(
      <Deferred
        part={part}
        props={{ label: "Presets" }}
        placeholder={(onClick) => (
          <button type="button" onClick={onClick}>
            Presets
          </button>
        )}
      />,
    );
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    // Idle: the code is asked for, but nothing is mounted until the placeholder is used.
    await waitFor(() => expect(loads()).toBe(1));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    // Used before the code came: the placeholder stays, and the part opens when its code is in.
    await user.click(screen.getByRole("button", { name: "Presets" }));
    expect(screen.getByRole("button", { name: "Presets" })).toBeInTheDocument();
    release();
    const menu = await screen.findByRole("menu", { name: "Presets" });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(loads()).toBe(1);
  });

  it("does not mount the part when its code is in until the placeholder is used", async () => {
    const user = userEvent.setup();
    const { part, release, loads } = heldPart();
    release();
    renderWithProviders(
      <Deferred
        part={part}
        props={{ label: "Actions" }}
        placeholder={(onClick) => (
          <button type="button" onClick={onClick}>
            Actions
          </button>
        )}
      />,
    );
    await waitFor(() => expect(loads()).toBe(1));
    await part.preload();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Actions" }));
    expect(await screen.findByRole("menu", { name: "Actions" })).toBeInTheDocument();
  });
});

describe("DeferredDialog", () => {
  function Page({ part }: { part: ReturnType<typeof dialogPart> }) {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpened(true)}>
          Open
        </button>
        <button type="button" onClick={() => setOpened(false)}>
          Close
        </button>
        <DeferredDialog part={part} props={{ opened }} />
      </>
    );
  }
  const dialogPart = () =>
    deferredPart<{ opened: boolean }>(async () => ({ opened }: { opened: boolean }) => (
      <div role="dialog" aria-label="Dialog" data-opened={String(opened)} />
    ));

  it("renders nothing until first opened, then stays mounted to close", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page part={dialogPart()} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("dialog")).toHaveAttribute("data-opened", "true");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("dialog")).toHaveAttribute("data-opened", "false");
  });
});
