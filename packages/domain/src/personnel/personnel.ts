// Personnel people (spec 000 §3 "Personnel person"). A participant of an appointment is a person of the
// account when their emails match, case-insensitively (the API's board filter compares lower(email)).

/** The badge palette (spec 001 §9: 12 colours); a new person gets one at random. */
export const personnelBadgeColors = [
  "#e03131",
  "#c2255c",
  "#9c36b5",
  "#6741d9",
  "#3b5bdb",
  "#1971c2",
  "#0c8599",
  "#099268",
  "#2f9e44",
  "#66a80f",
  "#f08c00",
  "#e8590c",
] as const;
export type PersonnelBadgeColor = (typeof personnelBadgeColors)[number];

/** A badge colour picked with `random` (in [0, 1)): Math.random for a new person, a seeded one for the demo. */
export function pickBadgeColor(random: () => number): PersonnelBadgeColor {
  const index = Math.min(personnelBadgeColors.length - 1, Math.floor(random() * personnelBadgeColors.length));
  return personnelBadgeColors[index] ?? personnelBadgeColors[0];
}
