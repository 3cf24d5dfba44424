// The releases of content/releases.yaml as the site shows them, worked out once at build time by
// the content loader (scripts/prepare/content/load-collections.ts), which writes the result next
// to the file's data: the pages import that, so none of this code (nor Intl's country names)
// ships to the browser. Imports nothing built from content/: the loader runs it before anything
// is written and hands it the words it needs.
import { countryName } from "../lib/country-names.ts";
import { localeOf, type Lang } from "../lib/languages.ts";
import { slugOf } from "../lib/words.ts";
import { worldwide, type ReleaseKind } from "./release-kinds.ts";
import type { Release } from "./build-time/schema/types.ts";
import { noAccess, releaseAccess, type AccessLine, type AccessWords } from "./access.ts";

/** The words the releases are shown with, from content/words/watch.yaml. */
export type ReleaseWords = { worldwide: string; elsewhere: string; kinds: Record<ReleaseKind, string> };

/** A release as the pages and search engines get it. */
export type ShownRelease = Omit<Release, "territories"> & {
  /** "2026-03-06-cines-renoir": the release's id in the page. */
  id: string;
  /** ISO 3166 codes, or worldwide, as written (in capitals). */
  territories: string[];
  /** The territories named in the pages' language ("Spain", "Reino Unido"), in the same order. */
  territoryNames: string[];
  /** "In cinemas", "En streaming". */
  kindName: string;
  /** The first and last day as the language writes them: "6 March 2026", "6 de marzo de 2026". */
  fromText: string;
  untilText?: string;
  /** What it offers, in words ("Access:" and each feature); none said without the access words. */
  accessShown: AccessLine;
};

/** A territory the page offers, and the releases it has (a worldwide release in every one). */
export type ShownTerritory = { code: string; name: string; releases: string[] };

export type ShownReleases = { releases: ShownRelease[]; territories: ShownTerritory[] };

/** Where a release stands on a day (YYYY-MM-DD, the visitor's calendar): its first and last days included. */
export type ReleaseStatus = "coming" | "current" | "ended";
export function releaseStatus(release: Pick<Release, "from" | "until">, today: string): ReleaseStatus {
  if (today < release.from) return "coming";
  if (release.until !== undefined && today > release.until) return "ended";
  return "current";
}

/**
 * The date of `now` on the clock of whoever reads it (the build's instant, src/content/build-clock.ts,
 * or the visitor's browser): 2026-03-06.
 */
export const localDay = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

/** "6 March 2026", "6 de marzo de 2026". */
export function dayText(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The order a list shows them in: current first, then coming (soonest first), then ended (latest first). */
const rank: Record<ReleaseStatus, number> = { current: 0, coming: 1, ended: 2 };
export function byStatus<T extends Pick<Release, "from" | "until">>(list: readonly T[], today: string): T[] {
  return [...list].sort((a, b) => {
    const [sa, sb] = [releaseStatus(a, today), releaseStatus(b, today)];
    if (sa !== sb) return rank[sa] - rank[sb];
    if (sa === "ended") return (b.until ?? b.from).localeCompare(a.until ?? a.from);
    return a.from.localeCompare(b.from);
  });
}

/** What the loader writes for the pages, from the data of content/releases.yaml in one language. */
export function shownReleases(list: readonly Release[], words: ReleaseWords, lang: Lang = "en", accessWords?: AccessWords): ShownReleases {
  const ids = new Set<string>();
  const nameOf = (code: string) => (code === worldwide ? words.worldwide : countryName(code, lang));
  const releases = list.map((r): ShownRelease => {
    const base = `${r.from}-${slugOf(r.where) || "release"}`;
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    return {
      ...r,
      id,
      territoryNames: r.territories.map(nameOf),
      kindName: words.kinds[r.kind],
      fromText: dayText(r.from, lang),
      ...(r.until !== undefined && { untilText: dayText(r.until, lang) }),
      accessShown: accessWords ? releaseAccess(r.access, accessWords, lang) : noAccess,
    };
  });
  // Every country named, by name in the language; a worldwide release is in each of them, and
  // "worldwide" is a territory of its own, last: "Everywhere else" beside countries, or alone "Worldwide".
  const countries = [...new Set(releases.flatMap((r) => r.territories).filter((c) => c !== worldwide))]
    .map((code) => ({ code, name: nameOf(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, localeOf(lang)));
  const inTerritory = (code: string) =>
    releases.filter((r) => r.territories.includes(code) || r.territories.includes(worldwide)).map((r) => r.id);
  const territories: ShownTerritory[] = countries.map((c) => ({ ...c, releases: inTerritory(c.code) }));
  if (releases.some((r) => r.territories.includes(worldwide)))
    territories.push({ code: worldwide, name: countries.length > 0 ? words.elsewhere : words.worldwide, releases: inTerritory(worldwide) });
  return { releases, territories };
}
