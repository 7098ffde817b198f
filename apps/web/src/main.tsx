import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./app/global.css";
import "./app/a11y.css";
import { createAppRouter } from "./app/router";
import { followOtherTabs, restoreSession } from "./lib/auth/restore-session";
import { watchListboxes } from "./lib/name-listboxes";
import { registerServiceWorker } from "./lib/push-browser";

// Before the first render, so that protected pages wait for the session instead of leaving;
// and before the router exists: creating it starts loading the page's code (dozens of files),
// and the browser's six connections per server would hold the session request behind them
// (~400 ms measured on a cold visit of the inbox).
void restoreSession();
followOtherTabs();
const router = createAppRouter();

const container = document.getElementById("root");
if (!container) throw new Error("Elemen #root tidak ditemukan");

registerServiceWorker();
watchListboxes();

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
