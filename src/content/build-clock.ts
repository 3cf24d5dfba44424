// The build's instant for the pages (scripts/prepare/build-time.ts writes it, from BUILD_TIME or
// the clock): what a page shows of the time when it is built (the releases out, the screenings
// started) is decided by it, as the build's other steps decide, never by the clock of the moment
// the page happens to be rendered. In the browser, the visitor's clock: the instant is read only
// where import.meta.env.SSR, so no script the browser loads carries it.
import built from "../generated/build-time.json" with { type: "json" };

/** The instant the build decides by; in the browser, now. */
export const buildNow = (): Date => (import.meta.env.SSR ? new Date(built.now) : new Date());
