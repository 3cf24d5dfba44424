// Vitest's global setup: the unit tests read the seed fixture's content (fixtures/seed), checked
// and written by the build's prepare step in its own copy (fixture-site.ts), never content/.
import { prepareFixtureSite } from "./fixture-site";

export async function setup(): Promise<void> {
  const started = Date.now();
  prepareFixtureSite({ name: "seed" });
  console.log(`The seed fixture site prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
