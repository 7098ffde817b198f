import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./app/global.css";
import { followOtherTabs, restoreSession } from "./lib/auth/restore-session";

// Before the first render, so that protected pages wait for the session instead of leaving.
void restoreSession();
followOtherTabs();

const container = document.getElementById("root");
if (!container) throw new Error("Elemen #root tidak ditemukan");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
