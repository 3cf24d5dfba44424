import { chromium, type Browser } from "playwright-core";
import { chromiumArgs as testArgs, chromiumPath } from "../lib/chromium.ts";

export { chromiumPath };
/** The browser tests' flags, and no host but this one resolves. */
export const chromiumArgs = [
  ...testArgs,
  // Nothing leaves the machine: other hosts do not resolve. (Done here rather than by request
  // interception, which would pause every request of the page and skew the timings.)
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** The phone the first-view bytes and the traces load pages on: 412 px wide at 1.75x, with touch. */
export const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
