import type { Deal } from "@portal/contract";

type Appearance = Deal["context"]["flagValues"][number]["appearance"];

/** The Mantine colour of a flag value's appearance (spec 000 §3 "Flag value"). */
export const appearanceColor: Record<Appearance, string> = {
  DEFAULT: "gray",
  WARNING: "yellow",
  ACTIVE: "blue",
  SUCCESS: "green",
  DANGER: "red",
};
