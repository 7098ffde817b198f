/**
 * How the browser tests and the benchmark start Debian's Chromium.
 *
 * Chromium's headless mode is the full browser: every new browser context opens a window, and
 * each window loads the omnibox popup's own web UI (chrome://omnibox-popup.top-chrome, about
 * 400 files rendered in a separate process) while the page is loading. On a two-core machine
 * that costs the page 300-500 ms, varies from visit to visit, and has nothing to do with the
 * page, so it is switched off. Chromium reads only the last --disable-features it is given,
 * so the list repeats the one Playwright passes (chromiumSwitches in playwright-core).
 */
const PLAYWRIGHT_DISABLED = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];
const OMNIBOX_WEB_UI = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED, ...OMNIBOX_WEB_UI].join(",")}`,
];
