/**
 * The gzipped JavaScript each route needs for its first render (ARCHITECTURE.md §6): the
 * entry chunk, the app shell for pages inside it, the route's own lazy chunk, and every
 * chunk these import statically. Dynamic imports (a PDF viewer opened later, say) are
 * left out: they load on demand, not before the page shows.
 */

/** One chunk of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A page of the router: its URL pattern and the modules it loads before rendering. */
export interface RoutePage {
  path: string;
  /** Manifest keys (source paths) loaded for this page, besides the entry. */
  modules: string[];
}

export interface RouteSize {
  path: string;
  bytes: number;
  budget: number;
}

/** Login page under 200 KB, every other route under 600 KB (gzipped, 1 KB = 1000 bytes). */
export const LOGIN_BUDGET = 200_000;
export const ROUTE_BUDGET = 600_000;

const ROUTE_ENTRY =
  /(?:path:\s*"([^"]*)"|index:\s*true)\s*,\s*lazy:\s*\(\)\s*=>\s*import\("([^"]+)"\)/g;
const SHELL_IMPORT = /import\("(\.\/shell\/[^"]+)"\)/;

/** Finds the manifest key of a module the router imports as `./routes/login`. */
export function resolveModule(manifest: Manifest, routerDir: string, specifier: string): string {
  const base = `${routerDir}/${specifier.replace(/^\.\//, "")}`;
  const key = Object.keys(manifest).find(
    (candidate) =>
      candidate.startsWith(base) && /^\.(tsx?|jsx?)$/.test(candidate.slice(base.length)),
  );
  if (!key) throw new Error(`Route module ${base} is not in the build manifest`);
  return key;
}

/**
 * Reads the route table of `router.tsx`: every `lazy: () => import(...)` page, and whether it
 * sits in the `protectedRoutes` list, which renders inside the lazily loaded app shell.
 */
export function parseRouter(source: string, manifest: Manifest, routerDir: string): RoutePage[] {
  const protectedStart = source.indexOf("const protectedRoutes");
  const protectedEnd = source.indexOf("];", protectedStart);
  const shell = source.match(SHELL_IMPORT)?.[1];
  const shellKey = shell ? resolveModule(manifest, routerDir, shell) : undefined;
  const pages: RoutePage[] = [];
  for (const match of source.matchAll(ROUTE_ENTRY)) {
    const [, path = "", specifier = ""] = match;
    const at = match.index ?? 0;
    const inShell = protectedStart >= 0 && at > protectedStart && at < protectedEnd;
    const route = resolveModule(manifest, routerDir, specifier);
    pages.push({
      path: `/${path}`,
      modules: inShell && shellKey ? [shellKey, route] : [route],
    });
  }
  if (pages.length === 0) throw new Error("No lazy routes found in the router");
  return pages;
}

/** Output files of the given manifest keys and everything they import statically. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error("The build manifest has no entry chunk");
  return key;
}

/** Gzipped bytes of each page: a chunk shared by entry, shell and route counts once. */
export function routeSizes(
  manifest: Manifest,
  pages: RoutePage[],
  gzipSize: (file: string) => number,
): RouteSize[] {
  const entry = entryKey(manifest);
  return pages.map((page) => {
    const files = staticClosure(manifest, [entry, ...page.modules]);
    let bytes = 0;
    for (const file of files) bytes += gzipSize(file);
    return { path: page.path, bytes, budget: page.path === "/" ? LOGIN_BUDGET : ROUTE_BUDGET };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A table of every route, largest first, with its budget and OK or OVER. */
export function formatTable(sizes: RouteSize[]): string {
  const rows = [...sizes].sort((a, b) => b.bytes - a.bytes);
  const width = Math.max(5, ...rows.map((row) => row.path.length));
  const lines = [`${"Route".padEnd(width)}  ${"JS gzip".padStart(10)}  ${"Budget".padStart(10)}`];
  for (const row of rows) {
    const status = row.bytes > row.budget ? "OVER" : "ok";
    lines.push(
      `${row.path.padEnd(width)}  ${kb(row.bytes).padStart(10)}  ${kb(row.budget).padStart(10)}  ${status}`,
    );
  }
  return lines.join("\n");
}

export const overBudget = (sizes: RouteSize[]) => sizes.filter((row) => row.bytes > row.budget);

/**
 * Pages that must not load the schema library: the login page (its budget) and the inbox,
 * the page most opened first (its cold first rows). They show contract texts and constants,
 * which live in zod-free modules of `@lontar/contracts`; one import of a schema module would
 * bring zod back without failing anything else.
 */
export const ZOD_FREE_PAGES = ["/", "/surat-masuk/daftar-surat"];

/** The pages of `paths` whose first render loads one of `files` (output file names). */
export function pagesLoading(
  manifest: Manifest,
  pages: RoutePage[],
  paths: string[],
  files: Set<string>,
): string[] {
  const entry = entryKey(manifest);
  return pages
    .filter((page) => paths.includes(page.path))
    .filter((page) =>
      [...staticClosure(manifest, [entry, ...page.modules])].some((f) => files.has(f)),
    )
    .map((page) => page.path);
}
