// Prints the gzip size of the JavaScript a browser must load before each route can render:
// the entry chunk and its static imports, plus the route's lazy chunk and its static imports.
// Run after `npm run build` (reads apps/web/dist/.vite/manifest.json).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = new URL("../apps/web/dist/", import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));

const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const jsFiles = (keys) =>
  new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith(".js")));
const sum = (files) => [...files].reduce((total, file) => total + gzipOf(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = jsFiles(closure(entryKey));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const rows = [["(entry, before any route)", sum(entryFiles)]];
for (const key of Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .sort()) {
  const files = new Set([...entryFiles, ...jsFiles(closure(key))]);
  rows.push([key.replace(/^src\//, ""), sum(files)]);
}
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${"route module".padEnd(width)}  initial JS (gzip)`);
for (const [name, bytes] of rows) console.log(`${name.padEnd(width)}  ${kb(bytes)}`);
