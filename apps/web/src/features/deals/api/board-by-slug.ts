// The board's call by the workflow's slug, as the route's loader sends it before the board's code (and
// the deals contract with it) has loaded: the app's entry stays without that contract. The test of
// get-workflow-board-by-slug.ts holds this to the contract's path.

/** `/workflows/by-slug/{slug}/board`, with no filters: the board as the navigation opens it. */
export function boardBySlugPath(slug: string): string {
  return `/workflows/by-slug/${encodeURIComponent(slug)}/board`;
}
