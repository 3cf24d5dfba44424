// Vitest's global setup: the unit tests read the seed fixture's content (fixtures/seed), checked
// and written by the build in its own copy (fixture-site.ts), never content/. The copy is built
// whole, not only prepared, so that the browser tests that follow in npm test serve it as it is
// (e2e/support/fixture-server.ts); a copy built from the same code and content is used as it stands.
import { ensureBuiltFixtureSite } from "./fixture-site.ts";

export async function setup(): Promise<void> {
  const started = Date.now();
  ensureBuiltFixtureSite({ name: "seed" });
  console.log(`The seed fixture site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
