// Who can come, in words: what a screening (content/screenings.yaml) and a release
// (content/releases.yaml) offer, the film's access versions (content/film.yaml) and what each
// screening copy carries (content/screening-copies.yaml), as the page's language says them, with
// the short form its readers know beside the words, from content/words/access.yaml; and the
// film's accessibility features for search engines. Worked out once at build time (the content
// loader, screening-events.ts, release-events.ts), so the pages, the calendar files, the press
// package and the editor's preview say the same.
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

/** The features the screenings list is narrowed by, in its order: captions (open or closed), audio description, relaxed. */
export const accessKinds = ["captions", "audioDescription", "relaxed"] as const;
export type AccessKind = (typeof accessKinds)[number];

/** What a screening or a release offers, in the language: the words before it ("Access:") and each feature's words. */
export type AccessLine = { label: string; features: string[] };
/** What a screening offers, and which kinds of the list's narrowing it has. */
export type ShownAccess = AccessLine & { kinds: AccessKind[] };
/** Said by a screening or a release that says nothing of its access. */
export const noAccess: ShownAccess = { label: "", features: [], kinds: [] };

/** The line as one text ("Access: open captions (OC) · subtitles in English"); "" when it offers nothing. */
export const accessText = ({ label, features }: AccessLine): string => (features.length > 0 ? `${label} ${features.join(" · ")}` : "");

const ways = { headsets: "byHeadsets", greta: "byGreta", app: "byApp" } as const;

/**
 * "English and French", "inglés y francés": languages by code, named and listed in `lang`; "" for
 * none. The editor's preview shows a draft the build has not checked: a language not chosen yet
 * ("") is left out, and one that is not a language is shown as written.
 */
function languagesIn(codes: readonly string[] | undefined, lang: Lang): string {
  const locale = localeOf(lang);
  const names = new Intl.DisplayNames([locale], { type: "language" });
  const named = (codes ?? []).flatMap((c) => {
    if (c.trim() === "") return [];
    try {
      return [names.of(c) ?? c];
    } catch {
      return [c];
    }
  });
  return named.length === 0 ? "" : new Intl.ListFormat(locale, { type: "conjunction" }).format(named);
}

/** `phrase` with the languages of `codes` filled in, pushed to `out`; nothing when no language is named. */
function pushLanguages(out: string[], phrase: string, codes: readonly string[] | undefined, lang: Lang): void {
  const languages = languagesIn(codes, lang);
  if (languages !== "") out.push(fill(phrase, { languages }));
}

/** The features of `a` in the order of the list, in `lang`'s words; none for a screening that says none. */
export function shownAccess(a: Access | undefined, words: AccessWords, lang: Lang): ShownAccess {
  const w = words.access;
  if (!a) return { label: w.heading, features: [], kinds: [] };
  const features: string[] = [];
  if (a.openCaptions) features.push(w.openCaptions);
  if (a.closedCaptions) features.push(w.closedCaptions);
  pushLanguages(features, w.subtitles, a.subtitles, lang);
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
  pushLanguages(out, w.audioDescription, a?.audioDescription, lang);
  pushLanguages(out, w.captions, a?.captions, lang);
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
export function releaseAccess(a: ReleaseAccess | undefined, words: AccessWords, lang: Lang): AccessLine {
  const w = words.releases;
  const features: string[] = [];
  if (a?.audioDescription) features.push(w.audioDescription);
  if (a?.captions) features.push(w.captions);
  pushLanguages(features, words.access.subtitles, a?.subtitles, lang);
  pushLanguages(features, w.dubbed, a?.dubbed, lang);
  return { label: words.access.heading, features };
}
