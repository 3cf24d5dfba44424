// The build's instant for the pages (scripts/prepare/clock/build-time.ts writes it, from BUILD_TIME
// or the clock): what a page shows of the time when it is built (the releases out, the screenings
// started) is decided by it, as the build's other steps decide, never by the clock of the moment
// the page happens to be rendered. In the browser, the visitor's clock takes over.
import built from "../generated/build-time.json" with { type: "json" };

/** The instant the build decides by. */
export const buildNow = (): Date => new Date(built.now);
