// content/releases.yaml as the build reads it: the festival-run fixture's releases (three
// countries and the rest of the world) loaded and named in each language, and the slips a
// publicist makes refused with the file, line and field, in their words.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { collections } from "#src/content/build-time/collections.ts";
import { releaseKinds } from "#src/content/release-kinds.ts";
import { byStatus, releaseStatus, shownReleases, type ReleaseWords } from "#src/content/release-events.ts";
import type { Lang } from "#src/lib/languages.ts";
import { contentEditor } from "./edited-content.ts";
import { parseCollection } from "#src/content/build-time/check/read-texts.ts";
import { staleContent } from "./stale-content.ts";

const releases = collections.releases;
const fixture = readFileSync(path.resolve(import.meta.dirname, "../../../e2e/festival-run/content/releases.yaml"), "utf8");
// The words the seed names them with (fixtures/seed/content/words/watch.yaml).
const wordsFile = parse(readFileSync(path.resolve(import.meta.dirname, "../../../fixtures/seed/content/words/watch.yaml"), "utf8")) as {
  watch: Record<string, Record<Lang, string>>;
  kinds: Record<string, Record<Lang, string>>;
};
const wordsIn = (lang: Lang): ReleaseWords => ({
  worldwide: wordsFile.watch.worldwide![lang]!,
  elsewhere: wordsFile.watch.elsewhere![lang]!,
  kinds: Object.fromEntries(Object.entries(wordsFile.kinds).map(([k, v]) => [k, v[lang]!])) as ReleaseWords["kinds"],
});

const edited = contentEditor(fixture, "the festival-run fixture");
const problemsOf = (text: string) => parseCollection(releases, text).problems;

describe("content/releases.yaml", () => {
  it("loads the fixture's releases, each country and kind named in the reader's language", () => {
    const loaded = parseCollection(releases, fixture);
    expect(loaded.problems).toEqual([]);
    const data = loaded.data as { releases: { territories: string[]; where: string }[] };
    for (const lang of ["en", "es"] as const) {
      const words = wordsIn(lang);
      const shown = shownReleases((loaded.languages![lang] as { releases: never }).releases, words, lang);
      const names = new Intl.DisplayNames([lang === "en" ? "en-GB" : "es-ES"], { type: "region" });
      expect(shown.releases.map((r) => r.where)).toEqual(data.releases.map((r) => r.where));
      expect(shown.releases.map((r) => r.territoryNames)).toEqual(
        data.releases.map((r) => r.territories.map((c) => (c === "worldwide" ? words.worldwide : names.of(c)))),
      );
      expect(shown.releases.map((r) => r.kindName)).toEqual(shown.releases.map((r) => words.kinds[r.kind]));
      // The countries in the language's alphabetical order, then the rest of the world, which
      // has the worldwide release, as every country has.
      const countries = [...new Set(data.releases.flatMap((r) => r.territories).filter((c) => c !== "worldwide"))];
      const sorted = countries.map((c) => names.of(c)!).sort((a, b) => a.localeCompare(b, lang));
      expect(shown.territories.map((t) => t.name)).toEqual([...sorted, words.elsewhere]);
      const worldwideId = shown.releases.find((r) => r.territories.includes("worldwide"))!.id;
      for (const t of shown.territories) expect(t.releases).toContain(worldwideId);
    }
    expect(shownReleases((loaded.languages!.es as { releases: never }).releases, wordsIn("es"), "es").releases[0]!.fromText).toMatch(
      /^\d+ de \p{L}+ de \d{4}$/u,
    );
  });

  it("names every kind of release in both languages", () => {
    for (const lang of ["en", "es"] as const)
      for (const kind of releaseKinds) expect(wordsIn(lang).kinds[kind], `${kind} in ${lang}`).toBeTruthy();
  });

  it("refuses a country code that is not one, naming the usual slips", () => {
    const uk = edited("[GB, IE]", "[UK, IE]");
    expect(problemsOf(uk.text)).toEqual([
      `content/releases.yaml:${uk.line}: territories "UK" is not a country code: write the country's two letters (ISO 3166), here GB (United Kingdom)`,
    ]);
    const spain = edited("[ES]", "[Spain]");
    expect(problemsOf(spain.text)).toEqual([
      `content/releases.yaml:${spain.line}: territories "Spain" is not a country code: write the country's two letters (ISO 3166), here ES (Spain)`,
    ]);
    // A name in any of the kit's languages says which code was meant.
    for (const name of ["Espagne", "Spanien", "Spagna", "Espanha"]) {
      const named = edited("[ES]", `[${name}]`);
      expect(problemsOf(named.text)).toEqual([
        `content/releases.yaml:${named.line}: territories "${name}" is not a country code: write the country's two letters (ISO 3166), here ES (Spain)`,
      ]);
    }
    const unknown = edited("[ES]", "[XY]");
    expect(problemsOf(unknown.text)).toEqual([
      `content/releases.yaml:${unknown.line}: territories "XY" is not a country code: write the country's two letters (ISO 3166), such as ES (Spain) or GB (United Kingdom), or worldwide`,
    ]);
    // Written in small letters, a code is still read.
    expect(problemsOf(edited("[ES]", "[es]").text)).toEqual([]);
  });

  it("refuses an http link, an unknown kind and a last day before the first", () => {
    const http = edited("url: https://mubi.example.com", "url: http://mubi.example.com");
    // The fixture's link, as it reads with http.
    const link = /url: https:\/\/(mubi\.example\.com\S*)/.exec(fixture)![1]!;
    expect(problemsOf(http.text)).toEqual([`content/releases.yaml:${http.line}: url "http://${link}" must be a full https:// link`]);
    const kind = edited("kind: subscription", "kind: streaming");
    expect(problemsOf(kind.text)).toEqual([
      `content/releases.yaml:${kind.line}: kind "streaming" is not one of: ${releaseKinds.join(", ")}`,
    ]);
    const until = edited("until: 2030-04-30", "until: 2030-03-01");
    expect(problemsOf(until.text)).toEqual([
      `content/releases.yaml:${until.line}: until (2030-03-01) comes before from (2030-03-06): the last day is after the first`,
    ]);
    const day = edited("from: 2030-05-01", "from: 1 May 2030");
    expect(problemsOf(day.text)).toEqual([`content/releases.yaml:${day.line}: from "1 May 2030" needs a date like 2026-03-06`]);
  });

  it("warns about a release whose last day has passed, and only then", () => {
    const loaded = parseCollection(releases, fixture);
    const warn = (on: string) => staleContent("releases", loaded.data, loaded.where, new Date(on));
    const line = fixture.split("\n").findIndex((l) => l.includes("until: 2030-01-31")) + 1;
    expect(warn("2030-01-31T23:00:00Z")).toEqual([]);
    expect(warn("2030-03-10T12:00:00Z")).toEqual([
      `content/releases.yaml:${line}: Iberia (worldwide) ended on 2030-01-31 and shows as no longer showing: set its new until date if it was extended, or take it off the list`,
    ]);
    expect(warn("2030-05-01T12:00:00Z")).toHaveLength(2);
  });
});

describe("where a release stands on the visitor's calendar", () => {
  const release = { from: "2030-03-06", until: "2030-04-30" };
  it("is coming before its first day, current from it to its last, ended after", () => {
    expect(releaseStatus(release, "2030-03-05")).toBe("coming");
    expect(releaseStatus(release, "2030-03-06")).toBe("current");
    expect(releaseStatus(release, "2030-04-30")).toBe("current");
    expect(releaseStatus(release, "2030-05-01")).toBe("ended");
    expect(releaseStatus({ from: "2030-03-06" }, "2099-01-01")).toBe("current");
  });
  it("lists current first, then coming soonest first, then ended latest first", () => {
    const list = [
      { id: "ended-early", from: "2029-01-01", until: "2029-02-01" },
      { id: "coming-late", from: "2030-09-01" },
      { id: "current", from: "2030-01-01" },
      { id: "ended-late", from: "2029-06-01", until: "2029-12-31" },
      { id: "coming-soon", from: "2030-04-01" },
    ];
    expect(byStatus(list, "2030-03-10").map((r) => r.id)).toEqual(["current", "coming-soon", "coming-late", "ended-late", "ended-early"]);
  });
});
