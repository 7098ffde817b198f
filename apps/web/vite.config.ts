import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Paths answered by the server (apps/server); the dev server forwards them to it. */
const API_TARGET = process.env.LONTAR_API ?? "http://localhost:8080";
const proxy = {
  "/api": API_TARGET,
  "/egs": API_TARGET,
  "/docs": API_TARGET,
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
