// The screenings and releases to come that have people waiting where they are: a screening is
// theirs who gave its town (in any of the site's languages: "Seville" or "Sevilla"), a release
// theirs who live in one of its countries (a worldwide one, everyone's). For each, a message in
// each of their languages, and how to pick them out in the list's service.
import { releaseStatus, localDay, type ShownRelease } from "#src/content/release-events.ts";
import { worldwide } from "#src/content/release-kinds.ts";
import { localWhen, type ShownScreening } from "#src/content/screening-events.ts";
import { signUpServices, defaultMergeTags, type ListSettings, type MergeTags } from "#src/content/sign-up-services.ts";
import type { Lang } from "#src/lib/languages.ts";
import { releaseMessage, screeningMessage, type Message, type MessageContext } from "./messages.ts";
import { townKey, type Country } from "./places.ts";
import type { SiteData } from "./site-data.ts";

/** The people of one language waiting for a match, and what to send them. */
export type ToSend = { lang: Lang; count: number; audience: string; message: Message };

export type Match = {
  /** "2030-03-14-leeds" (a screening's), "2030-03-06-curzon-gb" (a release's in one country): the messages' file names. */
  id: string;
  /** "Leeds", "United Kingdom": where the people are. */
  place: string;
  count: number;
  /** "the screening of Thu 14 March 2030 · 18:00 at Hyde Park Picture House": in the team's words. */
  what: string;
  soldOut: boolean;
  send: ToSend[];
};

/** A screening with nobody waiting in its town, to say so. */
export type Unmatched = { place: string; what: string };

// The team's report is in English, as the build's messages are, whatever the site's first language.
const englishNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
export const english = (code: string) => (code ? (englishNames.of(code) ?? code) : "no country given");
const englishDay = (isoDate: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

/** How the team picks out those people in its service, in the service's own terms. */
export function audience(
  settings: ListSettings & { mergeTags?: Partial<MergeTags> },
  who: { country: string; towns?: string[]; lang: Lang },
): string {
  const towns = who.towns?.map((t) => `"${t}"`).join(" or ");
  if (settings.service === "buttondown")
    return `in Buttondown, the subscribers with the tag language-${who.lang} whose metadata country is ${who.country}${towns ? ` and town is ${towns}` : ""}`;
  if (settings.service === "mailchimp") {
    const tags = { ...defaultMergeTags, ...settings.mergeTags };
    return `in Mailchimp, a segment of the audience where ${tags.language} is ${who.lang}, ${tags.country} is ${who.country}${towns ? ` and ${tags.town} is ${towns}` : ""}`;
  }
  return `in Netlify, the "${settings.list}" form's submissions with language ${who.lang}, country ${who.country}${towns ? ` and town ${towns}` : ""}: Netlify sends nothing, so write to them from your own address, in Bcc`;
}

/** Counts by language, those of a language the site no longer has counted under its first. */
function inSiteLanguages(counts: Record<string, number>, site: readonly Lang[]): [Lang, number][] {
  const merged = new Map<Lang, number>();
  for (const [lang, n] of Object.entries(counts)) {
    const to = site.includes(lang) ? lang : site[0]!;
    merged.set(to, (merged.get(to) ?? 0) + n);
  }
  return [...merged].sort(([a, na], [b, nb]) => nb - na || a.localeCompare(b));
}

export function matchPlaces(places: readonly Country[], site: SiteData): { matches: Match[]; unmatched: Unmatched[] } {
  const settings = site.signUp!;
  const first = site.languages[0]!;
  const shown = site.byLanguage[first]!;
  const context = (lang: Lang): MessageContext => ({
    lang,
    title: site.byLanguage[lang]!.title,
    words: site.byLanguage[lang]!.words,
    address: site.address,
    sendsMail: signUpServices[settings.service].sendsMail,
  });
  const matches: Match[] = [];
  const unmatched: Unmatched[] = [];

  for (const s of shown.screenings.filter((s) => s.startMs > site.now.getTime())) {
    const inLang = (lang: Lang) => site.byLanguage[lang]!.screenings.find((x) => x.id === s.id) ?? s;
    const keys = new Set(site.languages.map((lang) => townKey(inLang(lang).city)));
    const towns = places.find((c) => c.code === s.country)?.towns.filter((t) => keys.has(t.key)) ?? [];
    const what = `the screening of ${localWhen(s.start)} at ${s.venue}${s.soldOut ? " (sold out)" : ""}`;
    const count = towns.reduce((n, t) => n + t.count, 0);
    if (count === 0) {
      unmatched.push({ place: s.city, what });
      continue;
    }
    const languages: Record<string, number> = {};
    for (const t of towns) for (const [l, n] of Object.entries(t.languages)) languages[l] = (languages[l] ?? 0) + n;
    const spellings = towns.flatMap((t) => t.spellings);
    matches.push({
      id: s.id,
      place: towns[0]!.name,
      count,
      what,
      soldOut: s.soldOut === true,
      send: inSiteLanguages(languages, site.languages).map(([lang, n]) => ({
        lang,
        count: n,
        audience: audience(settings, { country: s.country, towns: spellings, lang }),
        message: screeningMessage(context(lang), inLang(lang) as ShownScreening),
      })),
    });
  }

  const today = localDay(site.now);
  for (const r of shown.releases.filter((r) => releaseStatus(r, today) !== "ended")) {
    const inLang = (lang: Lang) => (site.byLanguage[lang]!.releases.find((x) => x.id === r.id) ?? r) as ShownRelease;
    const countries = r.territories.includes(worldwide)
      ? places.filter((c) => c.code)
      : places.filter((c) => r.territories.includes(c.code));
    const when = `${releaseStatus(r, today) === "current" ? "since" : "from"} ${englishDay(r.from)}`;
    for (const c of countries) {
      matches.push({
        id: `${r.id}-${c.code.toLowerCase()}`,
        place: english(c.code),
        count: c.count,
        what: `the release with ${r.where} (${r.kind}), ${when}`,
        soldOut: false,
        send: inSiteLanguages(c.languages, site.languages).map(([lang, n]) => ({
          lang,
          count: n,
          audience: audience(settings, { country: c.code, lang }),
          message: releaseMessage(context(lang), inLang(lang), c.code),
        })),
      });
    }
  }
  return { matches, unmatched };
}
