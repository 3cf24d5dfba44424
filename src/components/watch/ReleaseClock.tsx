import { releaseClockScript } from "./release-clock.ts";

/**
 * The releases' clock (release-clock.ts), after the releases it reads: raw HTML, so the browser
 * runs it as it parses the page, before the first paint.
 */
export function ReleaseClock() {
  return <div hidden dangerouslySetInnerHTML={{ __html: `<script>${releaseClockScript}</script>` }} />;
}
