// LIKE patterns for a user's search text: what they typed, found anywhere, matched literally.

/** `%text%` where `\`, `%` and `_` match themselves. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
