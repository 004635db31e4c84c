// What the public build (vite.config.ts, PORTAL_WEB_BUILD=public) hands every `import … from "react"`:
// Preact's React layer, about 10 kB where React's DOM renderer is 66 kB, so that a customer's phone
// loads the public pages in under 100 kB. Preact 11's layer has everything Mantine 9 and our pages use but
// <Activity>, which Mantine reaches only for a `keepMounted` transition or collapse (the public pages
// have none); here it shows its children while visible and nothing while hidden, as React's does for
// what a user can see. Plain JavaScript: Preact's types for its React layer cannot be re-exported.
export * from "preact/compat";
export { default } from "preact/compat";

/** @param {{ mode?: "visible" | "hidden", children?: unknown }} props */
export function Activity({ mode = "visible", children }) {
  return mode === "hidden" ? null : children;
}
