import language from "#lang/language.json";
import { languages, pathIn, type Lang } from "../lib/languages.ts";

// The language of the pages being built: the root language, or another under its code (SITE_LANG,
// vite.config.ts). Each build reads its own language's content, so this is a constant.
export const lang = language.lang as Lang;
/** The site's other languages, the ones the switch offers: none on a site in one language. */
export const otherLanguages = languages.filter((l) => l !== lang);
/** A page's address in this build's language: /about is /es/about in the Spanish pages. */
export const localPath = (path: string) => pathIn(lang, path);
