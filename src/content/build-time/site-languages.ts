// The site's languages as content/site.yaml lists them ("en-GB", "es-ES"): what each is called,
// where its pages live and how it writes dates, worked out once by the build with the full Intl
// data of Node, and written to src/generated/languages.json for the pages, the editor and the
// scripts (src/lib/languages.ts). No file system here: the editor checks the list too.
import type { LanguageInfo } from "../../lib/languages.ts";

const englishNames = new Intl.DisplayNames(["en"], { type: "language" });
const scriptNames = new Intl.DisplayNames(["en"], { type: "script" });

/** Why `tag` cannot be one of the site's languages, or undefined when it can. */
export function languageProblem(tag: string): string | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return `must be written as a language's code and, for its dates and numbers, its country's, like en-GB, fr-FR or pt-BR: "${tag}" is not a language code`;
  }
  const { script } = locale.maximize();
  const name = englishNames.of(locale.language) ?? tag;
  if (!script)
    return `must be written as a language's code and, for its dates and numbers, its country's, like en-GB, fr-FR or pt-BR: "${tag}" is not a language the build knows`;
  // Intl.Locale's text info (ES2024), which TypeScript's library does not describe yet.
  const { direction } = (locale as Intl.Locale & { getTextInfo: () => { direction: "ltr" | "rtl" } }).getTextInfo();
  if (direction === "rtl")
    return `must be written from left to right, as the site's pages and PDFs set them: ${name} (${tag}) is written from right to left, so it cannot be one of the site's languages yet`;
  if (script !== "Latn")
    return `must be written in the Latin alphabet, the only one the site's fonts and PDFs set: ${name} (${tag}) is written in the ${scriptNames.of(script) ?? script} script, so it cannot be one of the site's languages yet`;
  return undefined;
}

/** Why the list `tags` cannot be the site's languages (each tag is checked by languageProblem), or undefined. */
export function languageListProblem(tags: readonly string[]): string | undefined {
  // A tag that is not a language is said at its own place.
  if (tags.some((t) => languageProblem(t) !== undefined)) return undefined;
  const codes = tags.map((t) => new Intl.Locale(t).language);
  const twice = codes.find((c, i) => codes.indexOf(c) !== i);
  if (twice) return `lists ${englishNames.of(twice)} twice: each language has one place on the site, so list it once`;
  return undefined;
}

/** Each language of `tags` (checked) as the site reads it, the first at the site's root. */
export function languageTable(tags: readonly string[]): LanguageInfo[] {
  return tags.map((tag) => {
    const locale = new Intl.Locale(tag);
    const { region } = locale.maximize();
    const own = new Intl.DisplayNames([tag], { type: "language" }).of(locale.language) ?? locale.language;
    return {
      code: locale.language,
      locale: locale.toString(),
      ogLocale: `${locale.language}_${region ?? locale.language.toUpperCase()}`,
      englishName: englishNames.of(locale.language) ?? locale.language,
      ownName: own.charAt(0).toLocaleUpperCase(tag) + own.slice(1),
    };
  });
}
