// Which language a build of the pages is for: vite.config.ts and react-router.config.ts read it.
import { languages, rootLanguage, type Lang } from "#src/lib/languages.ts";

/** SITE_LANG, a code of content/site.yaml's list, or the root language where it is not set. */
export function buildLanguage(asked = process.env.SITE_LANG): Lang {
  if (asked === undefined || asked === "") return rootLanguage;
  if (!languages.includes(asked))
    throw new Error(`SITE_LANG=${asked}: the site's languages are ${languages.join(", ")} (content/site.yaml)`);
  return asked;
}
