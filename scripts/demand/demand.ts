// npm run demand: where the people who asked to be told are, read from the list's own service
// with the team's key (in the environment, never in the repository), counted by country and town,
// and matched to the screenings and releases to come, with a message ready for each in each of
// their languages. Writes demand/ (the counts as CSV, the messages): counts and places only.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { signUpServices } from "#src/content/sign-up-services.ts";
import { readButtondown } from "./buttondown.ts";
import { readMailchimp } from "./mailchimp.ts";
import { readNetlify } from "./netlify.ts";
import { ListProblem, type ListRead } from "./people.ts";
import { countPlaces } from "./places.ts";
import { matchPlaces } from "./matches.ts";
import { peopleWaiting, peopleWaitingNotice } from "./notices.ts";
import { messageFile, placesCsv, reportText } from "./report.ts";
import { readSiteData } from "./site-data.ts";

export type DemandOptions = {
  /** The checkout whose content was last checked (src/generated): this one, or a test's copy. */
  root: string;
  env: NodeJS.ProcessEnv;
  /** Where the CSV and messages go. */
  out: string;
  print: (text: string) => void;
  /** Why nothing was read, for the team: the same as print, unless told (the terminal's error stream). */
  problem?: (text: string) => void;
  /** The service's API, if not its own: the tests' local stand-in. */
  apiOrigin?: string;
  /**
   * For the site's workflow (--notices): what was found, or why nothing could be read, is also
   * left as a notice for the editor (notices.ts), and neither is a failure of the run.
   */
  notice?: (command: string) => void;
};

/** Reads, counts, matches, writes and prints; 0 when done, 1 with the reason printed when not. */
export async function runDemand(o: DemandOptions): Promise<number> {
  const problem = o.problem ?? o.print;
  const site = readSiteData(o.root);
  const settings = site.signUp;
  if (!settings) {
    // No list, no sign-up: nothing for the editor to say.
    if (o.notice) return 0;
    problem(
      "content/site.yaml names no list (signUp), so the site has no sign-up and there is nobody to count. " +
        "docs/editing.md, People who asked to be told, says how to set one up.\n",
    );
    return 1;
  }
  const service = signUpServices[settings.service].name;
  let read: ListRead;
  try {
    read =
      settings.service === "buttondown"
        ? await readButtondown(o.env, o.apiOrigin)
        : settings.service === "mailchimp"
          ? await readMailchimp(o.env, settings, o.apiOrigin)
          : await readNetlify(o.env, { list: settings.list, siteAddress: site.address }, o.apiOrigin);
  } catch (e) {
    if (e instanceof ListProblem) {
      problem(`${e.message}\nNothing was written.\n`);
      if (!o.notice) return 1;
      // Read on the git host, where the key is a secret of the repository, not this computer's.
      const secret = e.keyVariable
        ? ` On the git host, the key is the repository's secret ${e.keyVariable} (Settings → Secrets and variables → Actions): the engineer sets it there.`
        : "";
      o.notice(peopleWaitingNotice({ problem: `${e.message}${secret}` }));
      return 0;
    }
    throw e;
  }
  const places = countPlaces(read.people);
  const { matches, unmatched } = matchPlaces(places, site);
  const seen = new Set(read.people.map((p) => p.language));
  const languages = [...site.languages, ...[...seen].filter((l) => l && !site.languages.includes(l)).sort()];

  // A fresh folder each time: no message of a screening since cancelled is left to be sent.
  rmSync(o.out, { recursive: true, force: true });
  mkdirSync(path.join(o.out, "messages"), { recursive: true });
  const csv = path.join(o.out, "where-people-are.csv");
  writeFileSync(csv, placesCsv(places, languages));
  const messageName = (id: string, lang: string) => path.join(o.out, "messages", `${id}.${lang}.txt`);
  for (const m of matches) for (const s of m.send) writeFileSync(messageName(m.id, s.lang), messageFile(s.message));

  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  o.print(
    reportText({
      service,
      read: new Date(),
      people: read.people.length,
      unconfirmed: read.unconfirmed,
      places,
      matches,
      unmatched,
      csvPath: shown(csv),
      messagePath: (m, lang) => shown(messageName(m.id, lang)),
    }),
  );
  o.notice?.(peopleWaitingNotice(peopleWaiting(matches, unmatched)));
  return 0;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, "../..");
  process.exitCode = await runDemand({
    root,
    env: process.env,
    out: path.join(root, "demand"),
    print: (text) => process.stdout.write(text),
    problem: (text) => process.stderr.write(text),
    // A local stand-in of the service's API, in place of the service: the tests' alone.
    apiOrigin: process.env.DEMAND_API_ORIGIN,
    ...(process.argv.includes("--notices") ? { notice: (command: string) => process.stdout.write(`${command}\n`) } : {}),
  });
}
