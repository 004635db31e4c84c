import { fireEvent, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { typeAheadTarget, useTypeAhead } from "./type-ahead.ts";

const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

describe("useTypeAhead", () => {
  it("keeps what is typed while listening, Backspace included, and keeps it from the focused field", () => {
    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    const { result, rerender } = renderHook(({ listening }) => useTypeAhead(listening), {
      initialProps: { listening: true },
    });
    for (const key of ["Z", "e", "b", "x"]) expect(press(key)).toBe(false);
    expect(press("Backspace")).toBe(false);
    for (const key of ["r", "a"]) press(key);
    // Shortcuts and keys that type nothing pass through to the page.
    expect(press("k", { ctrlKey: true })).toBe(true);
    expect(press("Escape")).toBe(true);
    expect(result.current.take()).toBe("Zebra");
    expect(result.current.take()).toBe("");

    // Once the target field has focus, its keys are its own.
    const target = document.createElement("input");
    target.setAttribute(typeAheadTarget, "");
    document.body.append(target);
    target.focus();
    expect(press("f")).toBe(true);
    expect(result.current.take()).toBe("");
    target.remove();
    field.focus();

    rerender({ listening: false });
    expect(press("q")).toBe(true);
    expect(result.current.take()).toBe("");
    field.remove();
  });
});
