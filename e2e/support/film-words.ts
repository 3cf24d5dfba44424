// The film's own words the browser tests expect: its title, its people, its press contact and
// the names of its downloads, read from the content of the site a test runs on (sites.ts), never
// written out, so the tests check the product whatever film the fixture is of. Read them inside a
// test, not as a module loads: Playwright lists the tests before it builds the fixture sites.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { Site } from "./sites.ts";

type Headshot = { file: string };
type Person = { name: string; role: string; department?: string; special?: string; isLead?: boolean; headshot?: Headshot };
export type Film = { title: string; year: number; copyrightHolder: string; productionCompanies: string[] };
export type People = { principalCast: Person[]; supportingCast: Person[]; keyCrew: Person[] };
export type PressContact = { name: string; email: string; phone: string };

/** content/film.yaml as the site has it in `lang`. */
export const filmOf = (site: Site, lang = "en") => site.generated<Film>(lang, "film.json");

/** content/people.yaml as the site has it in `lang`. */
export const peopleOf = (site: Site, lang = "en") => site.generated<People>(lang, "people.json");

/** The press contact of content/contact.yaml. */
export const pressContactOf = (site: Site) => site.generated<{ pressContact: PressContact }>("en", "contact.json").pressContact;

/**
 * The title as the downloads' names begin with it: its spaces made hyphens and what Windows or
 * macOS refuse left out ("Camino del Sur" is "Camino-del-Sur", "La Vague: le retour" "La-Vague-le-retour").
 */
export const fileTitleOf = (site: Site, lang = "en") =>
  filmOf(site, lang)
    .title.normalize("NFC")
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, "")
    .replace(/[\s\p{Pd}]+/gu, "-")
    .replace(/-{2,}/g, "-");

/** The host the site's calendar events are named under (`<id>@<host>`): its address's. */
export const hostOf = (site: Site) => new URL(site.address()).host;

type CaptionsFile = {
  usageTerms: Record<string, string>;
  captions: { file: string; caption: Record<string, string>; credit: Record<string, string> }[];
};
const captionsFileOf = (site: Site) => parse(readFileSync(path.join(site.root, "content/captions.yaml"), "utf8")) as CaptionsFile;
/** A text of content/captions.yaml with the title put in, as the site puts it. */
const titled = (site: Site, lang: string, text: string) => text.replaceAll("{title}", filmOf(site, lang).title);

/** A file's caption and credit as the site's content/captions.yaml writes them in `lang`, {title} put in. */
export function writtenCaptionOf(site: Site, file: string, lang: "en" | "es" = "en"): { caption: string; credit: string } {
  const entry = captionsFileOf(site).captions.find((c) => c.file === file);
  if (!entry) throw new Error(`${file} has no caption in ${site.root}/content/captions.yaml`);
  return { caption: titled(site, lang, entry.caption[lang]!), credit: entry.credit[lang]! };
}

/** The usage terms of the site's content/captions.yaml in `lang`, {title} put in. */
export const usageTermsOf = (site: Site, lang: "en" | "es" = "en") => titled(site, lang, captionsFileOf(site).usageTerms[lang]!);

/** The film's copyright line for its images: "© <year> <copyright holder>". */
export const copyrightOf = (site: Site) => `© ${filmOf(site).year} ${filmOf(site).copyrightHolder}`;

/** `text` to match as it is inside a regular expression. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The address content/reviews.yaml gives the review of `outlet`. */
export function reviewUrlOf(site: Site, outlet: string): string {
  const review = site
    .generated<{ reviews: { outlet: string; url?: string }[] }>("en", "reviews.json")
    .reviews.find((r) => r.outlet === outlet);
  if (!review?.url) throw new Error(`no review by ${outlet} with an address in ${site.root}/content/reviews.yaml`);
  return review.url;
}
