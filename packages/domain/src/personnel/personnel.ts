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

// A person's fields (spec 001 §5 "Personnel"): the browser checks them before it sends, the API again.

export const personNameMaxLength = 200;
export const personEmailMaxLength = 255;
/** One label: a short word such as "Installer". */
export const personLabelMaxLength = 50;
export const personLabelsMaxCount = 30;
export const personNotesMaxLength = 5000;

/** 'Email already in use' (spec 001 §5): another person of the account has this address. */
export const personEmailInUseCode = "EMAIL_IN_USE" as const;

/** How two addresses are compared: trimmed, without case (the database's unique index on lower(email)). */
export function personEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether another person (not `exceptId`) already has this address. */
export function isPersonEmailInUse(
  email: string,
  people: readonly { id: string; email: string }[],
  exceptId: string | null = null,
): boolean {
  const key = personEmailKey(email);
  return people.some((person) => person.id !== exceptId && personEmailKey(person.email) === key);
}

/** How two labels are compared: trimmed, without case ("installer" and "Installer " are one label). */
export function personLabelKey(label: string): string {
  return label.trim().normalize("NFC").toLowerCase();
}

/**
 * The labels a person keeps: each trimmed, blanks dropped, and each label once. "installer" after
 * "Installer" is the same label: the first spelling stays, in the order given.
 */
export function normalizePersonLabels(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const label of labels) {
    const trimmed = label.trim();
    const key = personLabelKey(trimmed);
    if (trimmed === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}
