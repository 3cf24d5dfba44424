// npm run demand against a local stand-in of each service's API, paged as the service pages: the
// counts by country and town, the screenings and releases matched, the messages in each of the
// site's languages, no address in anything printed or written, and a missing, refused or
// unreachable key said in plain words. The site is a copy of the seed's checked content with a
// list, screenings and releases of the test's own; the words expected are read from that copy.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localWhen, shownScreenings } from "#src/content/screening-events.ts";
import { shownReleases, type ReleaseWords, type ShownRelease } from "#src/content/release-events.ts";
import type { CollectionData } from "#src/content/build-time/collections.ts";
import type { Screening, Release } from "#src/content/build-time/schema/types.ts";
import { fill } from "#src/lib/fill.ts";
import { languages, pathIn } from "#src/lib/languages.ts";
import { asPeopleWaiting, peopleWaitingTitle } from "../../admin/people-waiting.ts";
import { fixtureSiteRoot } from "../test/fixture-site.ts";
import { startApiStandIn, type ApiStandIn, type Subscriber } from "./api-stand-in.ts";
import { runDemand } from "./demand.ts";
import type { MessageWords } from "./messages.ts";

const [first, second] = languages as [string, string];
const seed = fixtureSiteRoot("seed");
const work = mkdtempSync(path.join(tmpdir(), "demand-"));
const generated = (root: string, lang: string, name: string) => path.join(root, "src/generated/content", lang, name);
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T;

// The people on the list: a town typed three ways, a town named in two languages, a language the
// site does not have, one who gave no town, one not yet confirmed, and enough others to need pages.
const people: Subscriber[] = [
  { email: "ann@example.org", country: "GB", town: "Leeds", language: first },
  { email: "bob@example.org", country: "GB", town: "leeds ", language: first },
  { email: "cat@example.org", country: "GB", town: "LEEDS", language: second },
  { email: "dom@example.org", country: "GB", town: "Leeds", language: "xx" },
  { email: "eve@example.org", country: "GB", town: "London", language: first },
  { email: "fay@example.org", country: "GB", town: "", language: first },
  { email: "gus@example.org", country: "ES", town: "Sevilla", language: second },
  { email: "hal@example.org", country: "ES", town: "Seville", language: first },
  { email: "ida@example.org", country: "ES", town: "Sevilla", language: second },
  { email: "jo@example.org", country: "GB", town: "Leeds", language: first, confirmed: false },
  ...Array.from({ length: 1_050 }, (_, i) => ({ email: `p${i}@example.org`, country: "US", town: "Portland", language: first })),
];
const addresses = people.map((p) => p.email);

const screening = (start: string, venue: string, city: Record<string, string>, country: string, soldOut = false) => ({
  start,
  venue,
  city,
  country,
  kind: { [first]: "Preview and Q&A", [second]: "Preestreno con coloquio" },
  tickets: `https://tickets.example.net/${venue.toLowerCase().replace(/\W+/g, "-")}`,
  ...(soldOut && { soldOut }),
});
const screenings = [
  screening("2030-03-14 18:00 Europe/London", "Hyde Park Picture House", { [first]: "Leeds", [second]: "Leeds" }, "GB"),
  screening("2030-04-02 20:30 Europe/Madrid", "Cine Avenida", { [first]: "Seville", [second]: "Sevilla" }, "ES"),
  screening("2030-05-01 19:00 Europe/Berlin", "Kino Husum", { [first]: "Husum", [second]: "Husum" }, "DE"),
  // Past by the site's clock (2030-01-01): not matched.
  screening("2029-06-01 19:00 Europe/London", "Old Cinema", { [first]: "London", [second]: "Londres" }, "GB"),
];
const releases = [
  { territories: ["GB"], where: "Curzon", kind: "cinemas", url: "https://www.example.net/curzon", from: "2030-03-06" },
  // Ended: not matched.
  { territories: ["ES"], where: "Filmin", kind: "rent", url: "https://www.example.net/filmin", from: "2029-01-01", until: "2029-12-31" },
];

/** A copy of the seed's checked content with the list `signUp` (or none), the screenings and releases above, at 2030-01-01. */
function siteWith(name: string, signUp: CollectionData<"site">["signUp"] | undefined): string {
  const root = path.join(work, name);
  for (const lang of languages)
    cpSync(path.join(seed, "src/generated/content", lang), path.join(root, "src/generated/content", lang), { recursive: true });
  writeFileSync(path.join(root, "src/generated/build-time.json"), JSON.stringify({ now: "2030-01-01T00:00:00.000Z", from: "test" }));
  const cities = screenings.map((s) => s.city[first]!);
  for (const lang of languages) {
    const site = readJson<CollectionData<"site">>(generated(root, lang, "site.json"));
    writeFileSync(generated(root, lang, "site.json"), JSON.stringify({ ...site, signUp }));
    const film = readJson<{ title: string; tagline: string; runtimeMinutes: number }>(generated(root, lang, "film.json"));
    const inLang = screenings.map((s) => ({ ...s, city: s.city[lang]!, kind: s.kind[lang]! })) as unknown as Screening[];
    const shown = shownScreenings(inLang, { ...film, posterFile: "poster.jpg", siteUrl: site.address }, lang, cities);
    writeFileSync(generated(root, lang, "screenings-shown.json"), JSON.stringify(shown));
    const { watch, kinds } = readJson<{ watch: Omit<ReleaseWords, "kinds">; kinds: ReleaseWords["kinds"] }>(
      generated(root, lang, "words/watch.json"),
    );
    writeFileSync(
      generated(root, lang, "releases-shown.json"),
      JSON.stringify(shownReleases(releases as Release[], { ...watch, kinds }, lang)),
    );
  }
  return root;
}

const settings = {
  buttondown: { service: "buttondown", list: "ourfilm" },
  mailchimp: { service: "mailchimp", list: "https://ourfilm.us21.list-manage.com/subscribe/post?u=abc123&id=def456" },
  netlify: { service: "netlify", list: "tell-me" },
} as const;
const keys = { buttondown: "bd-key-123", mailchimp: "0123456789abcdef-us21", netlify: "nfp_token456" };
const variables = { buttondown: "BUTTONDOWN_API_KEY", mailchimp: "MAILCHIMP_API_KEY", netlify: "NETLIFY_AUTH_TOKEN" };
const common = { keepUntil: "2032-12-31", regulator: { name: "Information Commissioner's Office", address: "https://ico.org.uk" } };

type Run = { code: number; printed: string; out: string; root: string };
async function run(service: keyof typeof settings, env: NodeJS.ProcessEnv, apiOrigin?: string, list?: string): Promise<Run> {
  const root = siteWith(`${service}-${Math.random().toString(36).slice(2)}`, { ...settings[service], ...(list && { list }), ...common });
  const out = path.join(root, "demand");
  let printed = "";
  const code = await runDemand({ root, env, out, apiOrigin, print: (t) => (printed += t) });
  return { code, printed, out, root };
}

/** Every file written, by its path under `out`. */
const written = (out: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.relative(out, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), "utf8")]),
  );

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(["buttondown", "mailchimp", "netlify"] as const)("npm run demand, reading %s's API", (service) => {
  let standIn: ApiStandIn;
  let result: Run;
  beforeAll(async () => {
    const siteAddress = readJson<{ address: string }>(generated(seed, first, "site.json")).address;
    // Netlify keeps each post: one person who signed up twice (the second time in capitals) is one.
    // Netlify has no confirming: only those the others would count are on its list.
    const confirmed = people.filter((p) => p.confirmed !== false);
    const list = service === "netlify" ? [...confirmed, { ...people[0]!, email: "ANN@example.org", at: "2030-01-02T00:00:00Z" }] : people;
    standIn = await startApiStandIn({
      service,
      key: keys[service],
      subscribers: list,
      pageSize: service === "buttondown" ? 100 : 1000,
      list: service === "mailchimp" ? "def456" : "tell-me",
      site: new URL(siteAddress).hostname,
    });
    result = await run(service, { [variables[service]]: keys[service] }, standIn.origin);
  });
  afterAll(() => standIn.close());

  it("counts the confirmed people by country and town, page after page, a town's spellings as one", () => {
    expect(result.code, result.printed).toBe(0);
    const pages = standIn.requests.filter((u) => /subscribers|members|submissions/.test(u.pathname));
    expect(pages.length).toBeGreaterThan(1);
    expect(result.printed).toContain("1,059 people asked, in 3 countries.");
    if (service === "buttondown") expect(result.printed).toContain("1 more has not yet confirmed by e-mail");
    const rows = parse(readFileSync(path.join(result.out, "where-people-are.csv")), { columns: true }) as Record<string, string>[];
    const row = (country: string, town: string) => rows.find((r) => r.country === country && r.town === town);
    expect(row("GB", "Leeds")).toMatchObject({
      "country name": "United Kingdom",
      people: "4",
      [`in ${first}`]: "2",
      [`in ${second}`]: "1",
      "in xx": "1",
    });
    expect(row("GB", "London")?.people).toBe("1");
    expect(row("GB", "")?.people).toBe("1");
    expect(row("ES", "Sevilla")?.people).toBe("2");
    expect(row("ES", "Seville")?.people).toBe("1");
    expect(row("US", "Portland")?.people).toBe("1050");
  });

  it("names each screening and release to come whose place has people waiting, and the screenings with none", () => {
    expect(result.printed).toContain(
      `Leeds: 4 asked; the screening of ${localWhen("2030-03-14T18:00+00:00")} at Hyde Park Picture House is theirs.`,
    );
    // Sevilla (2) and Seville (1): the screening's city in either of the site's languages.
    expect(result.printed).toContain(
      `Sevilla: 3 asked; the screening of ${localWhen("2030-04-02T20:30+02:00")} at Cine Avenida is theirs.`,
    );
    expect(result.printed).toContain("United Kingdom: 6 asked; the release with Curzon (cinemas), from 6 March 2030 is theirs.");
    expect(result.printed).toMatch(/nobody waiting[^]*Husum: the screening of/);
    expect(result.printed).not.toContain("Old Cinema");
    expect(result.printed).not.toContain("Filmin");
  });

  it("writes each of them a message in their language, with the film, the hour, the venue, the tickets and the calendar", () => {
    const files = written(result.out);
    for (const lang of [first, second]) {
      const words = readJson<{ message: MessageWords }>(generated(result.root, lang, "words/sign-up.json")).message;
      const title = readJson<{ title: string }>(generated(result.root, lang, "film.json")).title;
      const shown = readJson<{ screenings: { id: string; when: string; city: string; tickets: string }[] }>(
        generated(result.root, lang, "screenings-shown.json"),
      ).screenings;
      const leeds = shown.find((s) => s.city === "Leeds")!;
      const text = files[path.join("messages", `${leeds.id}.${lang}.txt`)] ?? "";
      expect(text, `${lang}: ${Object.keys(files).join(", ")}`).not.toBe("");
      const site = readJson<{ address: string }>(generated(result.root, lang, "site.json")).address;
      expect(text).toContain(fill(words.screening, { title, venue: "Hyde Park Picture House", city: "Leeds", when: leeds.when }));
      expect(text).toContain(fill(words.tickets, { url: leeds.tickets }));
      expect(text).toContain(fill(words.calendar, { url: `${site}${pathIn(lang, `/screenings/${leeds.id}.ics`)}` }));
      expect(text).toContain(service === "netlify" ? words.leaveByReply : words.leaveAtFoot);
      expect(text.split("\n")[0]).toMatch(/^Subject: ./);
      const release = readJson<{ releases: ShownRelease[] }>(generated(result.root, lang, "releases-shown.json")).releases[0]!;
      const releaseText = files[path.join("messages", `${release.id}-gb.${lang}.txt`)] ?? "";
      const values = { title, date: release.fromText, where: release.where, kind: release.kindName, country: release.territoryNames[0]! };
      expect(releaseText).toContain(`Subject: ${fill(words.releaseSubject, values)}\n`);
      expect(releaseText).toContain(fill(words.release, values));
      expect(releaseText).toContain(fill(words.watch, { url: release.url }));
    }
    // The language the site lacks is written to in the first language: three of Leeds in it.
    expect(result.printed).toMatch(
      new RegExp(
        `3 in ${first}: send to them in ${service === "buttondown" ? "Buttondown" : service === "mailchimp" ? "Mailchimp" : "Netlify"}`,
        "i",
      ),
    );
  });

  it("prints and writes no address, nor the key", () => {
    const everything = [result.printed, ...Object.values(written(result.out))].join("\n");
    for (const address of addresses) expect(everything.toLowerCase()).not.toContain(address.toLowerCase());
    expect(everything).not.toContain("@");
    expect(everything).not.toContain(keys[service]);
    if (service === "mailchimp")
      for (const u of standIn.requests)
        expect(u.searchParams.get("fields"), "Mailchimp is asked for no address").toBe("total_items,members.merge_fields");
  });
});

describe("npm run demand, when it cannot read the list", () => {
  it("says where to get a key when none is given, and writes nothing", async () => {
    const r = await run("buttondown", {});
    expect(r.code).toBe(1);
    expect(r.printed).toMatch(/No key to read Buttondown's list[^]*BUTTONDOWN_API_KEY=…[^]*Nothing was written/);
    expect(existsSync(r.out)).toBe(false);
  });

  it.each(["buttondown", "mailchimp", "netlify"] as const)("says %s refused a wrong key, without printing it", async (service) => {
    const standIn = await startApiStandIn({
      service,
      key: keys[service],
      subscribers: people.slice(0, 3),
      pageSize: 100,
      list: "def456",
      site: "x",
    });
    const wrong = service === "mailchimp" ? "ffffffff-us21" : "wrong-key";
    const r = await run(service, { [variables[service]]: wrong }, standIn.origin);
    await standIn.close();
    expect(r.code).toBe(1);
    expect(r.printed).toContain(`refused the key in ${variables[service]}`);
    expect(r.printed).not.toContain(wrong);
    expect(existsSync(r.out)).toBe(false);
  });

  it("says the service could not be reached", async () => {
    const r = await run("buttondown", { BUTTONDOWN_API_KEY: keys.buttondown }, "http://127.0.0.1:9");
    expect(r.code).toBe(1);
    expect(r.printed).toContain("Buttondown could not be reached at 127.0.0.1:9");
  });

  it("says a Mailchimp key lacks its data centre, and Netlify's site lacks the form", async () => {
    expect((await run("mailchimp", { MAILCHIMP_API_KEY: "0123456789abcdef" })).printed).toContain(
      "does not end in its data centre (like -us21)",
    );
    const siteAddress = readJson<{ address: string }>(generated(seed, first, "site.json")).address;
    const standIn = await startApiStandIn({
      service: "netlify",
      key: keys.netlify,
      subscribers: [],
      pageSize: 100,
      list: "tell-me",
      site: new URL(siteAddress).hostname,
    });
    const r = await run("netlify", { NETLIFY_AUTH_TOKEN: keys.netlify }, standIn.origin, "another-form");
    await standIn.close();
    expect(r.code).toBe(1);
    expect(r.printed).toContain(`has no form named "another-form" yet`);
  });

  it("says there is no list while content names none", async () => {
    const root = siteWith("no-list", undefined);
    let printed = "";
    const code = await runDemand({ root, env: {}, out: path.join(root, "demand"), print: (t) => (printed += t) });
    expect(code).toBe(1);
    expect(printed).toContain("content/site.yaml names no list (signUp)");
  });
});

// The site's workflow runs `npm run demand -- --notices`: what it found is left as one notice, the
// JSON the editor reads back (admin/people-waiting.ts), and a list it cannot read is said there too.
describe("npm run demand --notices, for the editor", () => {
  /** A workflow command's kind, properties and data, unescaped as the git host reads them. */
  const command = (line: string) => {
    const m = /^::(\w+) ([^:]*)::(.*)$/.exec(line);
    if (!m) throw new Error(`not a workflow command: ${line.slice(0, 80)}`);
    const unescape = (s: string) => s.replace(/%(25|0D|0A|3A|2C)/g, (_, c: string) => decodeURIComponent(`%${c}`));
    const properties = Object.fromEntries(m[2]!.split(",").map((p) => p.split("=", 2).map(unescape) as [string, string]));
    return { kind: m[1]!, properties, data: unescape(m[3]!) };
  };
  async function withNotices(env: NodeJS.ProcessEnv, apiOrigin?: string, signUp: boolean = true) {
    const root = siteWith(`notices-${Math.random().toString(36).slice(2)}`, signUp ? { ...settings.buttondown, ...common } : undefined);
    const out = path.join(root, "demand");
    let printed = "";
    const notices: string[] = [];
    const code = await runDemand({ root, env, out, apiOrigin, print: (t) => (printed += t), notice: (c) => notices.push(c) });
    return { code, printed, out, notices };
  }

  it("leaves each match's line and its messages in one notice, as the report and the files say them", async () => {
    const standIn = await startApiStandIn({
      service: "buttondown",
      key: keys.buttondown,
      subscribers: people,
      pageSize: 100,
      list: "",
      site: "x",
    });
    const r = await withNotices({ BUTTONDOWN_API_KEY: keys.buttondown }, standIn.origin);
    await standIn.close();
    expect(r.code, r.printed).toBe(0);
    expect(r.notices).toHaveLength(1);
    const { kind, properties, data } = command(r.notices[0]!);
    expect(kind).toBe("notice");
    expect(properties.title).toBe(peopleWaitingTitle);
    const said = asPeopleWaiting(data);
    if (!said || "problem" in said) throw new Error(`not what the editor reads: ${data.slice(0, 200)}`);
    // Leeds, Sevilla, and the release in the United Kingdom, Spain and the United States.
    expect(said.matches.length).toBeGreaterThanOrEqual(3);
    expect(said.matches.every((m) => m.send.length > 0)).toBe(true);
    const files = written(r.out);
    for (const m of said.matches) {
      expect(r.printed).toContain(m.line);
      for (const s of m.send) {
        const file = Object.entries(files).find(
          ([name]) => name.endsWith(`.${s.lang}.txt`) && files[name] === `Subject: ${s.subject}\n\n${s.body}`,
        );
        expect(file, `${m.line} (${s.lang})`).toBeDefined();
        expect(r.printed).toContain(`${s.count} in ${s.lang}: send to them ${s.audience}.`);
      }
    }
    expect(said.unmatched.some((u) => u.startsWith("Husum: the screening of"))).toBe(true);
    expect(data).not.toContain("@");
    expect(data).not.toContain(keys.buttondown);
  });

  it("says in the notice why the list could not be read, and the run does not fail", async () => {
    const r = await withNotices({});
    expect(r.code).toBe(0);
    const said = asPeopleWaiting(command(r.notices[0]!).data);
    expect(said && "problem" in said && said.problem).toMatch(
      /No key to read Buttondown's list[^]*the repository's secret BUTTONDOWN_API_KEY \(Settings → Secrets and variables → Actions\)/,
    );
  });

  it("says nothing while content names no list", async () => {
    const r = await withNotices({}, undefined, false);
    expect(r.code).toBe(0);
    expect(r.notices).toEqual([]);
  });
});
