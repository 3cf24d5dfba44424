// Who can come, in words: each feature a screening offers (content/screenings.yaml, access) as the
// page's language says it, with the short form its readers know beside the words, from
// content/words/access.yaml. Worked out once at build time (screening-events.ts), so the pages,
// the calendar files and the editor's preview say the same.
import type { Access, CopyAccess, FilmAccess, ReleaseAccess } from "./build-time/schema/access.ts";
import { fill } from "../lib/fill.ts";
import { localeOf, type Lang } from "../lib/languages.ts";

/** content/words/access.yaml, in one language. */
export type AccessWords = {
  access: Record<
    | "heading"
    | "openCaptions"
    | "closedCaptions"
    | "subtitles"
    | "audioDescription"
    | "byHeadsets"
    | "byGreta"
    | "byApp"
    | "signedFilm"
    | "signedQa"
    | "relaxed"
    | "autismFriendly"
    | "dementiaFriendly"
    | "stepFree"
    | "wheelchairSpaces"
    | "hearingLoop",
    string
  >;
  signLanguages: Record<string, string>;
  versions: Record<
    | "label"
    | "audioDescription"
    | "captions"
    | "signLanguage"
    | "tracks"
    | "dcpAudioDescription"
    | "fileAudioDescription"
    | "hearingImpaired"
    | "dcpClosedCaptions"
    | "fileClosedCaptions"
    | "openCaptions",
    string
  >;
  releases: Record<"audioDescription" | "captions" | "dubbed", string>;
};

/** A feature as the pages filter by it: captions (open or closed), audio description, relaxed. */
export type AccessKind = "captions" | "audioDescription" | "relaxed";

/** What a screening offers, in the language: the words before it ("Access:"), each feature's words, and which kinds it has. */
export type ShownAccess = { label: string; features: string[]; kinds: AccessKind[] };

const ways = { headsets: "byHeadsets", greta: "byGreta", app: "byApp" } as const;

/** "English and French", "inglés y francés": languages by code, named and listed in `lang`. */
function languagesIn(codes: readonly string[], lang: Lang): string {
  const locale = localeOf(lang);
  const names = new Intl.DisplayNames([locale], { type: "language" });
  // The editor's preview shows a draft the build has not checked: a language not chosen yet ("") is left out.
  const named = codes.flatMap((c) => {
    try {
      return [names.of(c) ?? c];
    } catch {
      return c.trim() === "" ? [] : [c];
    }
  });
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(named);
}

/** The features of `a` in the order of the list, in `lang`'s words; none for a screening that says none. */
export function shownAccess(a: Access | undefined, words: AccessWords, lang: Lang): ShownAccess {
  const w = words.access;
  if (!a) return { label: w.heading, features: [], kinds: [] };
  const features: string[] = [];
  if (a.openCaptions) features.push(w.openCaptions);
  if (a.closedCaptions) features.push(w.closedCaptions);
  if (a.subtitles?.some((c) => c.trim() !== "")) features.push(fill(w.subtitles, { languages: languagesIn(a.subtitles, lang) }));
  if (a.audioDescription) features.push(`${w.audioDescription}, ${w[ways[a.audioDescription]]}`);
  if (a.signLanguage) {
    const language = words.signLanguages[a.signLanguage] ?? a.signLanguage;
    features.push(fill(a.signLanguageFor === "qa" ? w.signedQa : w.signedFilm, { language }));
  }
  for (const key of ["relaxed", "autismFriendly", "dementiaFriendly", "stepFree", "wheelchairSpaces", "hearingLoop"] as const)
    if (a[key]) features.push(w[key]);
  const kinds: AccessKind[] = [];
  if (a.openCaptions || a.closedCaptions) kinds.push("captions");
  if (a.audioDescription) kinds.push("audioDescription");
  if (a.relaxed || a.autismFriendly || a.dementiaFriendly) kinds.push("relaxed");
  return { label: w.heading, features, kinds };
}

/** The film's access versions in `lang`'s words: "audio description in English and Spanish", one phrase each. */
export function filmAccessVersions(a: FilmAccess | undefined, words: AccessWords, lang: Lang): string[] {
  const w = words.versions;
  const out: string[] = [];
  if (a?.audioDescription) out.push(fill(w.audioDescription, { languages: languagesIn(a.audioDescription, lang) }));
  if (a?.captions) out.push(fill(w.captions, { languages: languagesIn(a.captions, lang) }));
  if (a?.signLanguage) {
    const names = a.signLanguage.map((s) => words.signLanguages[s] ?? s);
    out.push(fill(w.signLanguage, { languages: new Intl.ListFormat(localeOf(lang), { type: "conjunction" }).format(names) }));
  }
  return out;
}

/** Phrases standing as one value of a table ("Audio description in English · …"): joined, the first letter a capital. */
export function asValue(phrases: readonly string[], lang: Lang): string {
  const line = phrases.join(" · ");
  return line.charAt(0).toLocaleUpperCase(localeOf(lang)) + line.slice(1);
}

/** What a screening copy carries for access, as a projectionist names it: a DCP's tracks by their short forms. */
export function copyAccessTracks(a: CopyAccess | undefined, kind: string, words: AccessWords): string[] {
  const w = words.versions;
  const dcp = kind === "dcp";
  const out: string[] = [];
  if (a?.audioDescription) out.push(dcp ? w.dcpAudioDescription : w.fileAudioDescription);
  if (a?.hearingImpaired) out.push(w.hearingImpaired);
  if (a?.closedCaptions) out.push(dcp ? w.dcpClosedCaptions : w.fileClosedCaptions);
  if (a?.openCaptions) out.push(w.openCaptions);
  return out;
}

/**
 * schema.org's accessibilityFeature values the film has, for search engines: from its access
 * versions and what its screening copies carry.
 */
export function accessibilityFeatures(film: FilmAccess | undefined, copies: readonly (CopyAccess | undefined)[]): string[] {
  const features: string[] = [];
  if (film?.audioDescription || copies.some((c) => c?.audioDescription)) features.push("audioDescription");
  if (film?.captions) features.push("captions");
  if (copies.some((c) => c?.closedCaptions)) features.push("closedCaptions");
  if (copies.some((c) => c?.openCaptions)) features.push("openCaptions");
  if (film?.signLanguage) features.push("signLanguage");
  return features;
}

/** What a release offers, in `lang`'s words: "audio-described version (AD) · subtitles in English · dubbed in Spanish". */
export function releaseAccess(a: ReleaseAccess | undefined, words: AccessWords, lang: Lang): ShownAccess {
  const w = words.releases;
  const features: string[] = [];
  if (a?.audioDescription) features.push(w.audioDescription);
  if (a?.captions) features.push(w.captions);
  if (a?.subtitles?.some((c) => c.trim() !== ""))
    features.push(fill(words.access.subtitles, { languages: languagesIn(a.subtitles, lang) }));
  if (a?.dubbed?.some((c) => c.trim() !== "")) features.push(fill(w.dubbed, { languages: languagesIn(a.dubbed, lang) }));
  const kinds: AccessKind[] = [
    ...(a?.captions ? (["captions"] as const) : []),
    ...(a?.audioDescription ? (["audioDescription"] as const) : []),
  ];
  return { label: words.access.heading, features, kinds };
}
