import language from "#lang/language.json";
import { languages, pathIn, type Lang } from "../lib/languages.ts";

// The language of the pages being built: English at the root, or Spanish under /es/ (SITE_LANG,
// vite.config.ts). Each build reads its own language's content, so this is a constant.
export const lang = language.lang as Lang;
/** The other language, the one the switch offers. */
export const otherLang = languages.find((l) => l !== lang)!;
/** A page's address in this build's language: /about is /es/about in the Spanish pages. */
export const localPath = (path: string) => pathIn(lang, path);
