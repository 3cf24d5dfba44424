// Debian's Chromium, as the browser tests and the benchmark start it; no browser is downloaded.
// The flags keep it from reaching for the network on its own (updates, sync, first-run pages),
// which this machine's closed network refuses.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
