// Header text on a hosted-domain colour: dark on light backgrounds, light on dark (spec 000 §2).

export const luminanceThreshold = 165;

/** Perceived brightness 0–255 of a #rrggbb colour (ITU-R BT.601 weights). */
export function perceivedLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => Number.parseInt(part ?? "0", 16)) as [
    number,
    number,
    number,
  ];
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export type HeaderTextTone = "dark" | "light";

/** Luminance at or above the threshold takes dark text; below it, light text. */
export function headerTextTone(background: string): HeaderTextTone {
  return perceivedLuminance(background) >= luminanceThreshold ? "dark" : "light";
}

export const headerTextColors: Record<HeaderTextTone, string> = {
  dark: "#212529",
  light: "#ffffff",
};
