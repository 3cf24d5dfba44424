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
