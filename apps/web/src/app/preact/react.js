// What the production build (vite.config.ts) hands every `import … from "react"`: Preact's React layer,
// about 10 kB where React's DOM renderer is 66 kB, so that a phone loads the public pages in under
// 100 kB and a signed-in page in a third less. Preact 11's layer has everything Mantine 9 and our pages
// use but <Activity>, which Mantine reaches for a kept-mounted collapse, tab panel or transition (the
// Details tab of a deal keeps its form while another tab shows). Here, as React's does for what a user
// can see and what is kept, its children stay mounted and a hidden one is out of the layout
// (display: none); visible, the wrapper takes no part in layout (display: contents). Plain JavaScript:
// Preact's types for its React layer cannot be re-exported.
import { createElement } from "preact/compat";

export * from "preact/compat";
export { default } from "preact/compat";

/** @param {{ mode?: "visible" | "hidden", children?: unknown }} props */
export function Activity({ mode = "visible", children }) {
  return createElement("div", { style: { display: mode === "hidden" ? "none" : "contents" } }, children);
}
