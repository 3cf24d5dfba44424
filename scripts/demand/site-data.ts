// What `npm run demand` reads of the site: the film's title, its screenings and releases, and the
// message's words, in each language, as the content check wrote them (src/generated/content/),
// so it reads what the site shows: a screening or release not yet announced is not there.
import type { CollectionData } from "#src/content/build-time/collections.ts";
import type { ShownScreening } from "#src/content/screening-events.ts";
import type { ShownRelease } from "#src/content/release-events.ts";
import { languages, type Lang } from "#src/lib/languages.ts";
import { readBuildTime } from "../prepare/build-time.ts";
import { generatedContent } from "../prepare/content/load-collections.ts";
import type { MessageWords } from "./messages.ts";

export type InLanguage = { title: string; screenings: ShownScreening[]; releases: ShownRelease[]; words: MessageWords };

export type SiteData = {
  /** The site's address, as content/site.yaml gives it: https://www.yourfilm.com */
  address: string;
  signUp: CollectionData<"site">["signUp"];
  /** The site's languages, the first at its root. */
  languages: readonly Lang[];
  byLanguage: Record<Lang, InLanguage>;
  /** The content check's instant: what has begun or ended by then is past. */
  now: Date;
};

/** The site as the last content check wrote it under `root`: the checkout this code runs in (or a copy of it). */
export function readSiteData(root: string): SiteData {
  const site = generatedContent<CollectionData<"site">>(root, languages[0]!, "site.json");
  const byLanguage = Object.fromEntries(
    languages.map((lang) => {
      const read = <T>(name: string) => generatedContent<T>(root, lang, name);
      return [
        lang,
        {
          title: read<{ title: string }>("film.json").title,
          screenings: read<{ screenings: ShownScreening[] }>("screenings-shown.json").screenings,
          releases: read<{ releases: ShownRelease[] }>("releases-shown.json").releases,
          words: read<{ message: MessageWords }>("words/sign-up.json").message,
        },
      ];
    }),
  );
  return { address: site.address, signUp: site.signUp, languages, byLanguage, now: readBuildTime(root) };
}
