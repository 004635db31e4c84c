import { describe, expect, it } from "vitest";
import { headerTextTone, perceivedLuminance } from "./header-colors.ts";

describe("header text tone", () => {
  it("puts dark text on light colours and light text on dark ones", () => {
    expect(headerTextTone("#ffffff")).toBe("dark");
    expect(headerTextTone("#000000")).toBe("light");
    expect(headerTextTone("#1971c2")).toBe("light");
    expect(headerTextTone("#ffd43b")).toBe("dark");
  });

  it("switches exactly at luminance 165", () => {
    // Greys have luminance equal to their channel value.
    expect(perceivedLuminance("#a5a5a5")).toBeCloseTo(165);
    expect(headerTextTone("#a5a5a5")).toBe("dark");
    expect(headerTextTone("#a4a4a4")).toBe("light");
  });

  it("refuses something that is not a colour", () => {
    expect(() => headerTextTone("red")).toThrow();
  });
});
