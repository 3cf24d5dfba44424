// Builds the site from the festival-run fixture (e2e/festival-run/content over the seed fixture,
// fixtures/seed) for the benchmark; the browser tests serve theirs with e2e/support/fixture-server.ts.
import path from "node:path";
import { buildFixtureSite, fixtureSiteRoot } from "../../scripts/test/fixture-site.ts";

/** Builds the fixture site in `$TMPDIR/film-site-<name>-<checkout>` and returns that copy's path. */
export function buildFestivalRun(name = "festival-run"): string {
  const seed = fixtureSiteRoot("seed");
  return buildFixtureSite({ name, overlays: [path.join(import.meta.dirname, "content")], imagesFrom: seed });
}
