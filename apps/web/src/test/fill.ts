import type { UserEvent } from "@testing-library/user-event";

/**
 * Puts `text` into a field as a paste does: one input event rather than a render per keystroke. For
 * plain text where typing key by key is not what the test is about (a search-as-you-type field, a
 * check while typing, Enter to add are typed).
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
