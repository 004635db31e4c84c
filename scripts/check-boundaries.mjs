// `npm run lint:deps`: the import rules of ARCHITECTURE.md's "Layout", checked on every import rather than hoped for.
//
//   node scripts/check-boundaries.mjs            exit 1 and list each broken rule, else one line of figures
//
// It reads every source file under apps/*/src and packages/*/src, takes its imports, re-exports and literal
// dynamic imports with oxc-parser, resolves them to files, workspace packages, npm packages or Node
// built-ins, and checks:
//   - no import cycle between files of apps/api/src;
//   - no circle between API modules (apps/api/src/modules/<area>/), direct or through others;
//   - a route file (*.routes.ts) is imported by apps/api/src/app.ts alone: what two modules share lives
//     beside a service, not in a route file;
//   - packages/domain imports only its own files and its package.json dependencies (its tests, also the
//     devDependencies); packages/contract only its own files, zod and @portal/domain;
//   - a web feature (apps/web/src/features/<area>/) imports another feature only through its public surface
//     (features/<other>/index.ts, and components.ts for components it lets others render), never its files, and not apps/web/src/app/; features use each other
//     without a circle.
// A module circle or a boundary counts type imports too: a type is coupling. A file cycle counts what runs:
// `import type` and `export type` are erased, so they order nothing at load time.
// Test code (tests, test kits, fixtures, the apps' test/ folders) counts for the package rules only: a test
// may set up with another module's service or render a feature inside the app, which no running code does.
//
// Not dependency-cruiser: its releases that run on Node 20 (17.x) read TypeScript only through the
// JavaScript compiler API of TypeScript < 7, which TypeScript 7 does not ship (it cruised 0 files and
// passed), or through swc without TSX (every .tsx file fails to parse); its 18.x releases need Node 22.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { parseSync } from "oxc-parser";

const root = resolve(import.meta.dirname, "..");
const sourceRoots = ["apps/api/src", "apps/web/src", "packages/domain/src", "packages/contract/src"];
const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;
// Code that only tests run: test files, test kits (*.test-kit.ts) and the apps' test/ folders.
const testFile = /\.test\.tsx?$|\.test-kit\.tsx?$|^apps\/[^/]+\/src\/test\//;
const builtins = new Set(builtinModules);

const posix = (path) => path.split(sep).join("/");
const exists = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** Workspace packages by name: where each lives and the file its "." export names. */
const workspaces = new Map();
for (const group of ["apps", "packages"]) {
  for (const name of readdirSync(join(root, group))) {
    const manifestPath = join(root, group, name, "package.json");
    if (!exists(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    const entry = typeof manifest.exports?.["."] === "string" ? manifest.exports["."] : null;
    workspaces.set(manifest.name, {
      dir: `${group}/${name}`,
      entry: entry && posix(join(group, name, entry)),
      dependencies: Object.keys(manifest.dependencies ?? {}),
      devDependencies: Object.keys(manifest.devDependencies ?? {}),
    });
  }
}

function listSources(dir) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => posix(relative(root, join(entry.parentPath, entry.name))))
    .filter((path) => !path.includes("/node_modules/"));
}

/** The npm package a bare specifier names: `@scope/name` or `name`, without a subpath. */
const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/**
 * Where an import points: `{ file }` for a source file (relative imports and workspace packages),
 * `{ builtin }` for Node's own modules, `{ npm }` for any other package, `{ unresolved }` when a relative
 * path names no file.
 */
function resolveImport(from, specifier) {
  const bare = specifier.replace(/\?.*$/, "");
  if (bare.startsWith(".")) {
    const target = posix(join(dirname(from), bare));
    for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
      if (exists(join(root, candidate))) return { file: candidate };
    }
    return { unresolved: bare };
  }
  if (bare.startsWith("node:") || builtins.has(packageName(bare))) return { builtin: bare };
  const workspace = workspaces.get(packageName(bare));
  if (workspace?.entry && bare === packageName(bare)) return { file: workspace.entry, npm: bare };
  return { npm: packageName(bare) };
}

/** Every import of a file: specifier, where it resolves, and whether the compiler erases it (`import type`). */
function importsOf(path) {
  const source = readFileSync(join(root, path), "utf8");
  const { module, errors } = parseSync(path, source);
  if (errors.length > 0) throw new Error(`${path}: ${errors[0]?.message}`);
  const found = [];
  const add = (specifier, erased) => found.push({ specifier, erased, ...resolveImport(path, specifier) });
  // `import { type A }` stays (as `import {}`) under verbatimModuleSyntax; only a whole `import type` goes.
  const typeStatement = ({ start }, entries) =>
    entries.length > 0 &&
    entries.every((entry) => entry.isType) &&
    /^(import|export)\s+type\b/.test(source.slice(start));
  for (const declaration of module.staticImports) {
    add(declaration.moduleRequest.value, typeStatement(declaration, declaration.entries));
  }
  for (const declaration of module.staticExports) {
    const reexports = declaration.entries.filter((entry) => entry.moduleRequest);
    const first = reexports[0];
    if (first?.moduleRequest) add(first.moduleRequest.value, typeStatement(declaration, reexports));
  }
  for (const { moduleRequest } of module.dynamicImports) {
    const literal = /^(["'`])([^"'`$]*)\1$/.exec(source.slice(moduleRequest.start, moduleRequest.end).trim());
    if (literal?.[2]) add(literal[2], false);
  }
  return found;
}

/** Strongly connected components with more than one member (or a member importing itself): Tarjan's. */
function cycles(nodes, edgesOf) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  function visit(node) {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edgesOf(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edgesOf(node).includes(node)) found.push(component.sort());
  }
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

/** One shortest path around a cycle through `start`, to show it: start → … → start. */
function loopThrough(start, members, edgesOf) {
  const inCycle = new Set(members);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of edgesOf(node)) {
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start && at !== null; at = previous.get(at) ?? null) path.splice(1, 0, at);
        return [...path, start];
      }
      if (inCycle.has(to) && !previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

const started = performance.now();
const files = sourceRoots.flatMap(listSources);
const imports = new Map(files.map((path) => [path, importsOf(path)]));
const problems = [];

for (const [path, found] of imports) {
  for (const { specifier, unresolved } of found) {
    if (unresolved) problems.push(`${path} imports ${specifier}, which names no file`);
  }
}

// Cycles between files of the API (what runs), and between its modules (every import). Test code is left
// out: see the top of this file.
const apiFiles = files.filter((path) => path.startsWith("apps/api/src/") && !testFile.test(path));
const apiSet = new Set(apiFiles);
const edgesWithin = (path, keep) => [
  ...new Set((imports.get(path) ?? []).flatMap((found) => (keep(found) ? [found.file] : []))),
];
const fileEdges = new Map(
  apiFiles.map((path) => [path, edgesWithin(path, ({ file, erased }) => apiSet.has(file) && !erased)]),
);
const fileEdgesOf = (path) => fileEdges.get(path) ?? [];
const fileCycles = cycles(apiFiles, fileEdgesOf);
for (const component of fileCycles) {
  const loop = loopThrough(component[0] ?? "", component, fileEdgesOf);
  problems.push(
    `import cycle of ${component.length} files in apps/api/src:\n    ${loop.join("\n    → ")}` +
      (component.length > loop.length - 1 ? `\n    (and ${component.length - loop.length + 1} more)` : ""),
  );
}

const moduleOf = (path) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(path)?.[1];
const moduleEdges = new Map();
const examples = new Map();
for (const path of apiFiles) {
  const from = moduleOf(path);
  if (!from) continue;
  for (const to of edgesWithin(path, ({ file }) => apiSet.has(file))) {
    const into = moduleOf(to);
    if (!into || into === from) continue;
    moduleEdges.set(from, [...new Set([...(moduleEdges.get(from) ?? []), into])]);
    if (!examples.has(`${from}→${into}`)) examples.set(`${from}→${into}`, `${path} → ${to}`);
  }
}
const moduleEdgesOf = (area) => moduleEdges.get(area) ?? [];
const moduleCycles = cycles([...moduleEdges.keys()], moduleEdgesOf);
for (const component of moduleCycles) {
  const members = new Set(component);
  const steps = component.flatMap((from) =>
    moduleEdgesOf(from)
      .filter((to) => members.has(to))
      .map((to) => `    ${from} → ${to}: ${examples.get(`${from}→${to}`)}`),
  );
  problems.push(`API modules import each other in a circle: ${component.join(", ")}\n${steps.join("\n")}`);
}

// Route files are HTTP only: app.ts registers them, and nothing else reaches into one.
for (const path of apiFiles.filter((file) => file !== "apps/api/src/app.ts")) {
  for (const { specifier, file } of imports.get(path) ?? []) {
    if (file?.endsWith(".routes.ts")) {
      problems.push(`${path} imports ${specifier}: only app.ts imports a route file`);
    }
  }
}

// What each package may import besides its own files.
const domain = workspaces.get("@portal/domain");
const packageRules = [
  {
    dir: "packages/domain/src/",
    allowed: domain?.dependencies ?? [],
    allowedInTests: domain?.devDependencies ?? [],
    why: "the domain is pure rules: its package.json dependencies, no I/O, no contract, no app",
  },
  {
    dir: "packages/contract/src/",
    allowed: ["zod", "@portal/domain"],
    allowedInTests: ["vitest"],
    why: "the contract is zod schemas over the domain",
  },
];
for (const rule of packageRules) {
  for (const path of files.filter((file) => file.startsWith(rule.dir))) {
    const allowed = testFile.test(path) ? [...rule.allowed, ...rule.allowedInTests] : rule.allowed;
    for (const { specifier, file, npm } of imports.get(path) ?? []) {
      const ownFile = file?.startsWith(rule.dir) && !npm;
      if (ownFile || (npm && allowed.includes(npm))) continue;
      problems.push(`${path} imports ${specifier}: ${rule.why}`);
    }
  }
}

// Web features: another feature's files are its own; what it offers others is its index.ts. The app's
// routes compose features; a feature that uses another's surface does so without a circle.
const featureOf = (path) => /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1];
// An area's calls and hooks are its index.ts; components it lets others render may be components.ts, kept
// apart so that a feature using only the calls does not bundle the components.
const publicSurface = (area) =>
  ["index.ts", "components.ts"].map((name) => `apps/web/src/features/${area}/${name}`);
const featureEdges = new Map();
const featureExamples = new Map();
for (const path of files) {
  const feature = featureOf(path);
  if (!feature || testFile.test(path)) continue;
  for (const { specifier, file } of imports.get(path) ?? []) {
    if (!file) continue;
    const other = featureOf(file);
    if (other && other !== feature) {
      if (!publicSurface(other).includes(file)) {
        problems.push(
          `${path} imports ${specifier}: a feature uses another only through its index.ts or components.ts (feature ${other})`,
        );
      }
      featureEdges.set(feature, [...new Set([...(featureEdges.get(feature) ?? []), other])]);
      if (!featureExamples.has(`${feature}→${other}`)) featureExamples.set(`${feature}→${other}`, path);
    } else if (file.startsWith("apps/web/src/app/")) {
      problems.push(`${path} imports ${specifier}: features do not import the app; its routes compose them`);
    }
  }
}
const featureEdgesOf = (feature) => featureEdges.get(feature) ?? [];
for (const component of cycles([...featureEdges.keys()], featureEdgesOf)) {
  const members = new Set(component);
  const steps = component.flatMap((from) =>
    featureEdgesOf(from)
      .filter((to) => members.has(to))
      .map((to) => `    ${from} → ${to}: ${featureExamples.get(`${from}→${to}`)}`),
  );
  problems.push(`web features use each other in a circle: ${component.join(", ")}\n${steps.join("\n")}`);
}

const importCount = [...imports.values()].reduce((sum, found) => sum + found.length, 0);
const took = `${files.length} files, ${importCount} imports in ${Math.round(performance.now() - started)} ms`;
if (problems.length > 0) {
  console.error(problems.map((problem) => `✖ ${problem}`).join("\n"));
  console.error(
    `\n${problems.length} boundary problems (${fileCycles.length} file cycles, ${moduleCycles.length} module circles); ${took}`,
  );
  process.exit(1);
}
console.log(`Boundaries hold: ${took}`);
