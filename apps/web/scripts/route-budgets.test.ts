import { describe, expect, it } from "vitest";
import {
  formatTable,
  type Manifest,
  overBudget,
  pagesLoading,
  parseRouter,
  routeSizes,
  staticClosure,
} from "./route-budgets";

const manifest: Manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_antd.js", "_react.js"] },
  "_antd.js": { file: "assets/antd.js", imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "_styles.css": { file: "assets/styles.css" },
  "src/app/shell/app-shell.tsx": {
    file: "assets/app-shell.js",
    isDynamicEntry: true,
    imports: ["_antd.js", "_styles.css"],
  },
  "src/app/routes/login.tsx": {
    file: "assets/login.js",
    isDynamicEntry: true,
    imports: ["_antd.js"],
  },
  "src/app/routes/surat.tsx": {
    file: "assets/surat.js",
    isDynamicEntry: true,
    imports: ["_table.js"],
    // Opened later (a PDF preview): not part of the first render.
    dynamicImports: ["_pdf.js"],
  },
  "_table.js": { file: "assets/table.js", imports: ["_antd.js"] },
  "_pdf.js": { file: "assets/pdf.js", isDynamicEntry: true },
};

const router = `
const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./routes/login") },
];
const protectedRoutes: RouteObject[] = [
  {
    path: "surat/:id",
    lazy: () => import("./routes/surat"),
  },
];
lazy: () => import("./shell/app-shell").then((module) => ({ Component: module.AppShell })),
`;

const sizes: Record<string, number> = {
  "assets/index.js": 20_000,
  "assets/antd.js": 100_000,
  "assets/react.js": 50_000,
  "assets/app-shell.js": 30_000,
  "assets/login.js": 5_000,
  "assets/surat.js": 40_000,
  "assets/table.js": 60_000,
  "assets/pdf.js": 500_000,
  "assets/styles.css": 9_000,
};

describe("route budgets", () => {
  const pages = parseRouter(router, manifest, "src/app");

  it("reads the routes of the router, with the shell for protected pages", () => {
    expect(pages).toEqual([
      { path: "/", modules: ["src/app/routes/login.tsx"] },
      {
        path: "/surat/:id",
        modules: ["src/app/shell/app-shell.tsx", "src/app/routes/surat.tsx"],
      },
    ]);
  });

  it("follows static imports only, JavaScript only, each chunk once", () => {
    const files = staticClosure(manifest, ["index.html", "src/app/routes/surat.tsx"]);
    expect([...files].sort()).toEqual([
      "assets/antd.js",
      "assets/index.js",
      "assets/react.js",
      "assets/surat.js",
      "assets/table.js",
    ]);
  });

  it("sums entry, shell and route chunks, and applies the login and route budgets", () => {
    const result = routeSizes(manifest, pages, (file) => sizes[file] ?? 0);
    expect(result).toEqual([
      { path: "/", bytes: 175_000, budget: 200_000 },
      { path: "/surat/:id", bytes: 300_000, budget: 600_000 },
    ]);
    expect(overBudget(result)).toEqual([]);
  });

  it("reports a route over its budget", () => {
    const result = routeSizes(manifest, pages, (file) => (sizes[file] ?? 0) * 2);
    // Exactly at the budget is still within it.
    expect(overBudget(result).map((row) => row.path)).toEqual(["/"]);
    const table = formatTable(result);
    expect(table).toMatch(/\/surat\/:id\s+600\.0 KB\s+600\.0 KB {2}ok/);
    expect(table).toMatch(/\/\s+350\.0 KB\s+200\.0 KB {2}OVER/);
  });

  it("names the pages whose first render loads one of the given files", () => {
    const paths = ["/", "/surat/:id"];
    // The table chunk is only on /surat/:id; a PDF viewer opened later loads on no first render.
    expect(pagesLoading(manifest, pages, paths, new Set(["assets/table.js"]))).toEqual([
      "/surat/:id",
    ]);
    expect(pagesLoading(manifest, pages, paths, new Set(["assets/pdf.js"]))).toEqual([]);
    expect(pagesLoading(manifest, pages, ["/"], new Set(["assets/react.js"]))).toEqual(["/"]);
  });

  it("fails loudly when a route module is missing from the manifest", () => {
    expect(() =>
      parseRouter(`{ path: "x", lazy: () => import("./routes/gone") }`, manifest, "src/app"),
    ).toThrow(/routes\/gone/);
  });
});
