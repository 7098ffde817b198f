import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    // Ant Design in jsdom is CPU-heavy; on a loaded two-core machine a journey test can pass
    // 5 s. (It was far slower with nwsapi's bounded cache: see src/test/selector-engine.test.ts.)
    testTimeout: 60_000,
  },
});
