// Builds the fixture sites (scripts/test/fixture-site.ts) and serves them, for the browser tests:
// `node --import ./scripts/lib/json-modules.ts e2e/support/fixture-server.ts seed:4311 festival-run:4312 first-days:4313
// la-derniere-vague:4314 il-silenzio-del-lago:4315 der-sommer-der-zugvoegel:4316`. A site already built from the code
// and content there are now (npm test builds them before the browser tests, beside other steps)
// is served as it stands; the others are laid and built one after the other, and all are served once
// built, the first named last, so that when it answers every one does. With `--build-only` and
// names alone (`festival-run`), it builds what needs building and stops.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import {
  buildLaidSite,
  fixtureSiteRoot,
  isBuiltFromCurrentInputs,
  layFixtureSite,
  stampBuiltSite,
  type FixtureSite,
} from "../../scripts/test/fixture-site.ts";
import { firstDaysSite } from "../first-days/site.ts";
import { heldBackSites } from "../festival-run/held-back.ts";
import { festivalRunSite } from "../festival-run/site.ts";
import { filmContent, kitWords, otherFilms } from "./films.ts";

const fixtures: Record<string, FixtureSite> = {
  seed: { name: "seed" },
  // Its images come from the build cache the seed's build filled, not from the seed's copy,
  // which npm test may be building at the same moment.
  "festival-run": festivalRunSite,
  "first-days": firstDaysSite,
  // The festival run with news written ahead, built a minute before its hour and a minute after,
  // and without it at the minute before (read, not served).
  ...Object.fromEntries(Object.values(heldBackSites).map((site) => [site.name, site])),
  // The other films (fixtures/films): their own content, not a file of the seed's.
  ...Object.fromEntries(otherFilms.map((film) => [film, { name: film, content: filmContent(film), words: kitWords }])),
};
const args = process.argv.slice(2);
const buildOnly = args[0] === "--build-only";
const sites = args.slice(buildOnly ? 1 : 0).map((arg) => {
  const [name = "", port = ""] = arg.split(":");
  if (!(name in fixtures) || (!buildOnly && !/^\d+$/.test(port)))
    throw new Error(`Not a fixture site${buildOnly ? "" : " and port"}: "${arg}" (${Object.keys(fixtures).join(", ")})`);
  return { site: fixtures[name]!, port };
});

const servers: ChildProcess[] = [];
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    for (const server of servers) server.kill(signal);
    process.exit(0);
  });

/** Serves a built copy on its port, resolving once it answers. */
async function serve(copy: string, port: string): Promise<void> {
  const server = spawn(process.execPath, [path.join(copy, "scripts/serve/serve.js")], {
    env: { ...process.env, PORT: port },
    stdio: "inherit",
  });
  servers.push(server);
  server.on("exit", (code) => process.exit(code ?? 1));
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

try {
  const toBuild = sites.filter(({ site }) => !isBuiltFromCurrentInputs(site));
  // Laid, then built one at a time (the seed first, as named). A build keeps more than one core
  // busy, and npm test builds beside the unit tests and their seed build: six builds at once on
  // two cores spent a third more processor time than one after the other (466 against 344
  // processor-seconds for this stage of npm test) and ended later.
  const copies = toBuild.map(({ site }) => ({ site, copy: layFixtureSite(site) }));
  for (const { site, copy } of copies) stampBuiltSite(await buildLaidSite(copy, site.buildTime), site);
  if (!buildOnly) for (const { site, port } of sites.toReversed()) await serve(fixtureSiteRoot(site.name), port);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
