import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { commandPorts } from "./e2e/commands/ports.ts";
import { chromiumArgs, testChromiumPath } from "./scripts/lib/chromium.ts";
import { fixtureSiteRoot, prepareFixtureSite, siteOfContentRoot } from "./scripts/test/fixture-site.ts";
import { otherFilms } from "./e2e/support/films.ts";

// Browser tests run production builds in Debian's Chromium; no browser is downloaded. Several
// sites, each on its port (e2e/README.md says which tests run on which, and why):
// - live: the site of content/, as `npm run build` made it: the checks every publication must
//   pass, whatever the content says (e2e/live/);
// - seed: the site of the seed fixture (fixtures/seed), today's content frozen: every test that
//   asserts words, counts, files and pictures (e2e/);
// - festival-run: the seed with e2e/festival-run/content over it, the run under way: selections,
//   an award, a declined festival, reviews, screenings (e2e/festival-run/);
// - first-days: the seed with no festival and no photo for Behind the Scenes, a new film's site
//   (e2e/first-days/);
// - la-derniere-vague, il-silenzio-del-lago and der-sommer-der-zugvoegel: three other films, each
//   from its own content alone (fixtures/films), in French at the root with English and German, in
//   Italian alone, and in German at the root with European Portuguese (a long title, long words):
//   the tests of e2e/films/ run on each, one project a film.
// And the README's commands (e2e/commands/): `npm run dev` and `npm run edit` started on a copy
// of the repository as a fresh clone has it, each test starting what it runs.
const port = Number(process.env.E2E_PORT ?? 4310);
// `E2E_SITES=live` (npm run test:content, the path of a commit that changes content/ alone): the
// site of content/ and its tests only, no fixture site built.
const liveOnly = process.env.E2E_SITES === "live";
// The tests read the seed's content as they load, before its web server builds it: prepared
// here when the unit tests (npm test runs them first) have not done it yet.
if (!liveOnly && !existsSync(path.join(fixtureSiteRoot("seed"), "src/generated/content"))) prepareFixtureSite({ name: "seed" });
// The site of content/: the repository's build, or the seed's while content/ is the seed's
// (scripts/test/build-site-of-content.ts). Decided once here, and told to the test workers
// (e2e/support/sites.ts), so that the served site and the files the tests read are one.
// The workers load this file again, after the fixture server may have built the seed: they keep
// the runner's decision, which their environment carries.
const siteOfContent = (process.env.E2E_SITE_OF_CONTENT ??= liveOnly ? path.resolve(import.meta.dirname) : siteOfContentRoot());
const ports = { live: port, seed: port + 1, festivalRun: port + 2, firstDays: port + 3 };
/** Each other film's port, after the first days'. */
const filmPorts = otherFilms.map((film, i) => ({ film, port: port + 4 + i }));
const desktop = devices["Desktop Chrome"];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: "list",
  timeout: 30_000,
  use: {
    trace: "off",
    launchOptions: {
      executablePath: testChromiumPath,
      // No host resolves but localhost, so nothing a page asks of another host can leave the
      // machine; e2e/support/fixtures.ts records every such request, and a test fails on one.
      args: [...chromiumArgs, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost"],
    },
  },
  projects: [
    { name: "live", use: { ...desktop, baseURL: `http://localhost:${ports.live}` }, testMatch: /live\/.*\.spec\.ts$/ },
    ...(liveOnly
      ? []
      : [
          {
            name: "seed",
            use: { ...desktop, baseURL: `http://localhost:${ports.seed}` },
            testIgnore: /e2e\/(live|festival-run|first-days|commands|films)\//,
          },
          { name: "commands", use: { ...desktop, baseURL: `http://localhost:${commandPorts.edit}` }, testMatch: /commands\/.*\.spec\.ts$/ },
          {
            name: "festival-run",
            use: { ...desktop, baseURL: `http://localhost:${ports.festivalRun}` },
            testMatch: /festival-run\/.*\.spec\.ts$/,
          },
          {
            name: "first-days",
            use: { ...desktop, baseURL: `http://localhost:${ports.firstDays}` },
            testMatch: /first-days\/.*\.spec\.ts$/,
          },
          // The project's name says which film's site the tests of e2e/films/ read (e2e/films/film.ts).
          ...filmPorts.map(({ film, port }) => ({
            name: film,
            use: { ...desktop, baseURL: `http://localhost:${port}` },
            testMatch: /e2e\/films\/.*\.spec\.ts$/,
          })),
        ]),
  ],
  webServer: [
    {
      command: `node ${path.join(siteOfContent, "scripts/serve/serve.js")}`,
      env: { PORT: String(ports.live), HOST: "localhost" },
      url: `http://localhost:${ports.live}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(liveOnly
      ? []
      : [
          {
            // Serves the fixture sites, building first any that is not built from the code and content
            // there are now (about a minute each on two cores; npm test has built them already);
            // the seed answers last, once all do.
            command: [
              `node --import ./scripts/lib/json-modules.ts e2e/support/fixture-server.ts seed:${ports.seed} festival-run:${ports.festivalRun} first-days:${ports.firstDays}`,
              ...filmPorts.map(({ film, port }) => `${film}:${port}`),
            ].join(" "),
            env: { HOST: "localhost" },
            url: `http://localhost:${ports.seed}/`,
            reuseExistingServer: false,
            timeout: 300_000,
          },
        ]),
  ],
});
