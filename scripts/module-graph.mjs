#!/usr/bin/env node
// Counts the imports between the server's modules (apps/server/src/modules/<module>/), the pairs
// of modules that import each other, the cycles, and the imports that run against the layering
// (lib/ and db/ importing a module; inside a module, one direction folder importing another:
// a module's subfolders may use its top-level files and its shared pdf/ folder, not each other).
// Test files are left out: they may reach across to set up data.
//   node scripts/module-graph.mjs [--edges]
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "apps/server/src");
const showEdges = process.argv.includes("--edges");
/** Subfolders every part of their module may use (the letter's PDF layout). */
const SHARED_DIRS = new Set(["pdf"]);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.ts$/.test(name) && !/\.test(-support)?\.ts$|\.test\.|test-support|fixtures/.test(name)
      ? [full]
      : [];
  });
}

const importRe =
  /(?:import|export)\s[^'";]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const placeOf = (file) => {
  const rel = path.relative(src, file).split(path.sep);
  if (rel[0] !== "modules" || rel.length < 3) return { layer: rel[0], module: null, dir: null };
  // A module's direction folder: modules/<module>/<dir>/file.ts
  return { layer: "modules", module: rel[1], dir: rel.length > 3 ? rel[2] : null };
};

const files = walk(src).filter((f) => !f.includes(`${path.sep}test${path.sep}`));
const edges = new Map(); // "a -> b" => count
const against = [];
for (const file of files) {
  const from = placeOf(file);
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(importRe)) {
    const spec = match[1] ?? match[2];
    if (!spec.startsWith(".")) continue;
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(src)) continue;
    const to = placeOf(`${target.replace(/\.js$/, "")}.ts`);
    const where = `${path.relative(root, file)} -> ${spec}`;
    if ((from.layer === "lib" || from.layer === "db") && to.layer === "modules")
      against.push(where);
    const sibling = from.dir && to.dir && from.dir !== to.dir && !SHARED_DIRS.has(to.dir);
    if (from.module && from.module === to.module && sibling) against.push(where);
    if (from.module && to.module && from.module !== to.module) {
      const key = `${from.module} -> ${to.module}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
    }
  }
}

const graph = new Map();
for (const key of edges.keys()) {
  const [a, b] = key.split(" -> ");
  if (!graph.has(a)) graph.set(a, new Set());
  graph.get(a).add(b);
}
const mutual = [...edges.keys()]
  .map((k) => k.split(" -> "))
  .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
  .map(([a, b]) => `${a} <-> ${b}`);

// Strongly connected components (Tarjan): each with more than one module is a cycle.
let index = 0;
const stack = [];
const info = new Map();
const cycles = [];
function strongConnect(v) {
  info.set(v, { index, low: index, on: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!info.has(w)) {
      strongConnect(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).on) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).on = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const v of graph.keys()) if (!info.has(v)) strongConnect(v);

const total = [...edges.values()].reduce((a, b) => a + b, 0);
console.log(`imports between server modules: ${total} (${edges.size} module pairs, one way)`);
console.log(
  `modules importing each other: ${mutual.length}${mutual.length ? ` (${mutual.join(", ")})` : ""}`,
);
console.log(
  `cycles (groups of modules reaching each other): ${cycles.length}${cycles.length ? ` (${cycles.map((c) => c.join(" ")).join("; ")})` : ""}`,
);
console.log(`imports against the layering: ${against.length}`);
for (const line of against) console.log(`  ${line}`);
if (showEdges)
  for (const [key, count] of [...edges].sort((a, b) => b[1] - a[1]))
    console.log(`  ${count}\t${key}`);
