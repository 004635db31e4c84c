// Prints the gzip size of the JavaScript a browser must load before each route can render. A public page
// (sign-in, password reset, checkout) loads the lean public entry (public.html, its own build on Preact,
// .vite/public-manifest.json) and its static imports; the customer's quote and the supplier's page add
// their lazy chunk. A signed-in
// route loads the app's entry (index.html) and its static imports, the lazy chunks of the route's
// layouts (the lazy route modules above it in apps/web/src/app/router.tsx) and the route's own lazy
// chunk, each with its static imports.
// Each route stands beside its budget (bench/budgets.mjs); `--check` exits
// non-zero when one is over. Run after `npm run build` (reads apps/web/dist/.vite/manifest.json and
// public-manifest.json).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { bundleBudgets } from "./budgets.mjs";
import { record } from "./figures.mjs";

const check = process.argv.includes("--check");
const web = new URL("../apps/web/", import.meta.url).pathname;
const distArg = process.argv.find((arg) => arg.startsWith("--dist="));
const dist = distArg ? resolve(distArg.slice("--dist=".length)) : join(web, "dist");
const readManifest = (name) => JSON.parse(readFileSync(join(dist, ".vite", name), "utf8"));
const manifest = readManifest("manifest.json");
// The public build writes its own manifest; a dist of one build holds both entries in one.
const publicManifest = existsSync(join(dist, ".vite/public-manifest.json"))
  ? readManifest("public-manifest.json")
  : manifest;

const budgets = bundleBudgets;
// Pages a visitor opens before signing in: the public entry's pages (apps/web/src/app/public-app.tsx),
// some of which the signed-in app routes as well. Each is reported with what the public entry loads for
// it: the entry, and a lazy page's own chunk.
const publicAppSource = readFileSync(join(web, "src/app/public-app.tsx"), "utf8");
const publicModules = new Set(
  [...publicAppSource.matchAll(/from "\.\.\/(features\/[^"]+\/pages\/[^"]+)"/g)].map((m) => `src/${m[1]}`),
);
const lazyPublicModules = new Set(
  [...publicAppSource.matchAll(/import\("\.\.\/(features\/[^"]+\/pages\/[^"]+)"\)/g)].map(
    (m) => `src/${m[1]}`,
  ),
);

// --- Which lazy modules each route loads, and which lazy modules its parent routes load ---------------

const routerFile = join(web, "src/app/router.tsx");
const routerSource = readFileSync(routerFile, "utf8");

/** Spans of the `{…}` blocks of `source`, skipping strings, template literals and comments. */
function braceSpans(source) {
  const spans = [];
  const open = [];
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "/" && source[i + 1] === "/") i = source.indexOf("\n", i);
    else if (c === "/" && source[i + 1] === "*") i = source.indexOf("*/", i) + 1;
    else if (c === '"' || c === "'" || c === "`") {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === "\\") i++;
    } else if (c === "{") open.push(i);
    else if (c === "}") spans.push({ start: open.pop(), end: i });
    if (i < 0) break;
  }
  return spans;
}

const spans = braceSpans(routerSource);
const inside = (outer, inner) => outer.start < inner.start && inner.end < outer.end;
const topLevelText = (span) => {
  let text = "";
  let at = span.start + 1;
  const children = spans
    .filter((s) => inside(span, s) && !spans.some((m) => inside(span, m) && inside(m, s)))
    .sort((a, b) => a.start - b.start);
  for (const child of children) {
    text += routerSource.slice(at, child.start);
    at = child.end + 1;
  }
  return text + routerSource.slice(at, span.end);
};
// Route objects with a lazy loader, innermost last when sorted by size.
const lazyRoutes = spans.filter((span) => /(^|[\s,{])lazy:/.test(topLevelText(span)));

/** Modules a helper function of a local module imports lazily (e.g. `loadOverlays()`). */
function helperImports(name) {
  const imported = routerSource.match(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "(\\.[^"]+)"`));
  if (!imported) return [];
  const file = resolve(dirname(routerFile), imported[1]);
  const source = readFileSync(file, "utf8");
  const at = source.search(new RegExp(`export (async )?function ${name}\\b`));
  if (at < 0) return [];
  const body = source.slice(at, source.indexOf("\n}\n", at));
  return [...body.matchAll(/import\("(\.[^"]+)"\)/g)].map((m) => resolve(dirname(file), m[1]));
}

/** The lazy modules of one route object (not those of its children). */
function lazyModulesOf(route) {
  const own = topLevelText(route);
  const lazyText = routerSource.slice(route.start, route.end + 1);
  const modules = [];
  for (const m of lazyText.matchAll(/import\("(\.[^"]+)"\)/g)) {
    const position = route.start + m.index;
    const innermost = lazyRoutes
      .filter((r) => r.start < position && position < r.end)
      .sort((a, b) => a.end - a.start - (b.end - b.start))[0];
    if (innermost === route) modules.push(resolve(dirname(routerFile), m[1]));
  }
  // The lazy loader's own text: from `lazy:` to the route's children, if any.
  const lazyAt = lazyText.search(/(^|[\s,{])lazy:/);
  const childrenAt = own.includes("children:") ? lazyText.indexOf("children:", lazyAt) : -1;
  const lazyBody = lazyText.slice(lazyAt, childrenAt > lazyAt ? childrenAt : undefined);
  // `void load()` starts a load without waiting for it; only awaited helpers count.
  for (const call of lazyBody.matchAll(/(?<!void )\b(\w+)\(\)/g)) modules.push(...helperImports(call[1]));
  return modules.map((file) => relative(web, file));
}

// route module → the lazy modules its parent routes and it itself load
const routeLoads = new Map();
for (const route of lazyRoutes) {
  // A layout's cost shows in each route below it.
  if (lazyRoutes.some((r) => inside(route, r))) continue;
  const parents = lazyRoutes.filter((r) => inside(r, route)).sort((a, b) => a.start - b.start);
  const parentModules = parents.flatMap(lazyModulesOf);
  const own = lazyModulesOf(route);
  const main = own.find((module) => manifest[module]);
  if (!main) continue;
  routeLoads.set(main, [...new Set([...parentModules, ...own])]);
}

// --- Sizes ---------------------------------------------------------------------------------------

const gzipCache = new Map();
const gzipOf = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

function closure(key, seen = new Set(), from = manifest) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of from[key]?.imports ?? []) closure(imported, seen, from);
  return seen;
}

const jsFiles = (keys, from = manifest) =>
  new Set([...keys].map((key) => from[key]?.file).filter((file) => file?.endsWith(".js")));
const sum = (files) => [...files].reduce((total, file) => total + gzipOf(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entryFiles = jsFiles(closure("index.html"));
const publicEntryFiles = publicManifest["public.html"]
  ? jsFiles(closure("public.html", new Set(), publicManifest), publicManifest)
  : null;

const rows = [];
for (const [module, loads] of [...routeLoads].sort(([a], [b]) => a.localeCompare(b))) {
  const isPublic = publicModules.has(module);
  const files = new Set(isPublic && publicEntryFiles ? publicEntryFiles : entryFiles);
  if (!(isPublic && publicEntryFiles))
    for (const key of loads) for (const file of jsFiles(closure(key))) files.add(file);
  const layouts = loads.filter((key) => key !== module).map((key) => key.replace(/^src\/|\.tsx?$/g, ""));
  record("bundle.route", sum(files), {
    route: module.replace(/^src\//, ""),
    kind: isPublic ? "public" : "signedIn",
  });
  rows.push({
    name: module.replace(/^src\//, ""),
    with:
      isPublic && publicEntryFiles ? "(public entry)" : layouts.length > 0 ? `+ ${layouts.join(", ")}` : "",
    bytes: sum(files),
    budget: isPublic ? budgets.public : budgets.signedIn,
    kind: isPublic ? "public" : "signed in",
  });
}

// The public entry loads its pages with it (they are small): each page's figure is the whole entry.
if (publicEntryFiles) {
  for (const module of [...publicModules].sort()) {
    if (rows.some((row) => `src/${row.name}` === module)) continue;
    const route = module.replace(/^src\//, "");
    record("bundle.route", sum(publicEntryFiles), { route, kind: "public" });
    rows.push({
      name: route,
      with: "(public entry)",
      bytes: sum(publicEntryFiles),
      budget: budgets.public,
      kind: "public",
    });
  }
  for (const module of [...lazyPublicModules].sort()) {
    if (!publicManifest[module]) continue;
    const route = module.replace(/^src\//, "");
    const files = new Set([
      ...publicEntryFiles,
      ...jsFiles(closure(module, new Set(), publicManifest), publicManifest),
    ]);
    record("bundle.route", sum(files), { route, kind: "publicWithChunk" });
    rows.push({
      name: route,
      with: "(public entry) + its chunk",
      bytes: sum(files),
      budget: budgets.publicWithChunk,
      kind: "public + chunk",
    });
  }
}

const routed = new Set([...[...routeLoads.values()].flat(), ...lazyPublicModules]);
for (const route of lazyRoutes) for (const module of lazyModulesOf(route)) routed.add(module);
const onDemand = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && !routed.has(key))
  .sort()
  .map((key) => {
    const own = [...jsFiles(closure(key))].filter((file) => !entryFiles.has(file));
    return { name: key.replace(/^src\//, ""), bytes: sum(own) };
  });
if (publicManifest !== manifest && publicEntryFiles)
  for (const key of Object.keys(publicManifest).sort()) {
    if (!publicManifest[key].isDynamicEntry || routed.has(key)) continue;
    const own = [...jsFiles(closure(key, new Set(), publicManifest), publicManifest)].filter(
      (file) => !publicEntryFiles.has(file),
    );
    onDemand.push({ name: `${key.replace(/^src\//, "")} (public)`, bytes: sum(own) });
  }

const nameWidth = Math.max(...rows.map((row) => row.name.length), ...onDemand.map((row) => row.name.length));
const withWidth = Math.max(...rows.map((row) => row.with.length), "layouts".length);
console.log(`app entry, before any route: ${kb(sum(entryFiles))} (gzip)`);
if (publicEntryFiles) console.log(`public entry, with its pages: ${kb(sum(publicEntryFiles))} (gzip)`);
console.log("");
console.log(
  `${"route module".padEnd(nameWidth)}  ${"layouts".padEnd(withWidth)}  ${"initial JS".padStart(10)}  ${"budget".padStart(9)}  kind`,
);
let over = 0;
for (const row of rows) {
  const isOver = row.bytes > row.budget;
  if (isOver) over += 1;
  console.log(
    `${row.name.padEnd(nameWidth)}  ${row.with.padEnd(withWidth)}  ${kb(row.bytes).padStart(10)}  ${kb(row.budget).padStart(9)}  ${row.kind}${isOver ? `  OVER by ${kb(row.bytes - row.budget)}` : ""}`,
  );
}
console.log(`\nloaded on demand (beyond the entry)`);
for (const row of onDemand) console.log(`${row.name.padEnd(nameWidth)}  ${kb(row.bytes).padStart(10)}`);
console.log(`\n${over} of ${rows.length} routes over budget${check ? "" : " (pass --check to fail on it)"}`);
if (check && over > 0) process.exitCode = 1;
