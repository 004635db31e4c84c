// Workflow rules the spec and DOMAIN.md fix: phases, module types and how often each may appear, slugs.

export const phases = ["NEW", "QUOTING", "IN_PROGRESS", "CLOSED", "CANCELLED"] as const;
export type Phase = (typeof phases)[number];

/** A deal is open until its status is in the Closed (e.g. Installed) or Cancelled (e.g. Lost) phase. */
export function isOpenPhase(phase: Phase): boolean {
  return phase !== "CLOSED" && phase !== "CANCELLED";
}

export const flagAppearances = ["DEFAULT", "WARNING", "ACTIVE", "SUCCESS", "DANGER"] as const;
export type FlagAppearance = (typeof flagAppearances)[number];

/** The deal detail tabs a workflow can switch on (DOMAIN.md "Workflows and deals"). */
export const moduleTypes = [
  "DETAILS",
  "CHECKLIST",
  "NOTES",
  "PAYMENTS",
  "QUOTES",
  "APPOINTMENTS",
  "ATTACHMENTS",
  "RELATED_DEALS",
] as const;
export type ModuleType = (typeof moduleTypes)[number];

export const sidemarkModes = ["DISABLED", "READONLY", "ENABLED"] as const;
export type SidemarkMode = (typeof sidemarkModes)[number];

/** Checklist modules may appear many times (one checklist each); every other type at most once. */
export function isRepeatableModule(type: ModuleType): boolean {
  return type === "CHECKLIST";
}

/** True when a module of `type` may be added to a workflow that already has `existing`. */
export function canAddModule(existing: readonly ModuleType[], type: ModuleType): boolean {
  return isRepeatableModule(type) || !existing.includes(type);
}

/** Types that appear more than once where only one is allowed; empty when the list is valid. */
export function duplicateModuleTypes(types: readonly ModuleType[]): ModuleType[] {
  const seen = new Set<ModuleType>();
  const duplicates = new Set<ModuleType>();
  for (const type of types) {
    if (seen.has(type) && !isRepeatableModule(type)) duplicates.add(type);
    seen.add(type);
  }
  return [...duplicates];
}

/** The workflow's URL name: lowercase and hyphenated (spec 000 §2), e.g. "Blinds & Shutters" → "blinds-shutters". */
// Letters that do not decompose into a base letter and a mark.
const plainLetters: Record<string, string> = { ł: "l", đ: "d", ø: "o", æ: "ae", œ: "oe", ß: "ss" };

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[łđøæœß]/g, (letter) => plainLetters[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A slug not in `taken`: the plain slug, else the slug with -2, -3, … */
export function uniqueSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name) || "workflow";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
