import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildStamp } from "./scripts/build-stamp-plugin";
import { precompress } from "./scripts/precompress-plugin";
import { routeBudgets } from "./scripts/route-budgets-plugin";

/** Paths answered by the server (apps/server); the dev server forwards them to it. */
const API_TARGET = process.env.LONTAR_API ?? "http://localhost:8080";
const proxy = {
  "/api": API_TARGET,
  "/egs": API_TARGET,
  "/docs": API_TARGET,
};

export default defineConfig({
  plugins: [react(), routeBudgets(), precompress(), buildStamp()],
  server: { proxy },
  preview: { proxy },
  build: {
    // Read by the route budget check: which chunks each route loads.
    manifest: true,
    rolldownOptions: {
      // The shared contracts define zod schemas at module level; the web uses their
      // types and constants, so unused schemas must not pull zod into every page.
      treeshake: {
        manualPureFunctions: ["z"],
        // Ant Design's rc-components are pure modules but do not say so in package.json;
        // without this, using an Input ships the whole form engine.
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined,
      },
    },
  },
});
