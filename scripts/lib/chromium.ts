// Debian's Chromium, as the browser tests and the benchmark start it; no browser is downloaded.
// The flags keep it from reaching for the network on its own (updates, sync, first-run pages),
// which this machine's closed network refuses.
import { existsSync } from "node:fs";

/** The full browser, as a visitor's: the benchmark (Lighthouse) measures in it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The browser tests' Chromium: Debian's headless shell (`chromium-headless-shell`), the same
 * engine without the full browser's windows, as Playwright itself runs headless tests. On two
 * cores it opens a context three times as fast and loads a page in half the time. Without it
 * the tests run in the full browser, slower.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : chromiumPath);
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
