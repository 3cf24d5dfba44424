// The seed's content (each text in English and Spanish) as a site in other languages would write
// it: for the tests of what follows the site's list of languages (the editor's sides), and for a
// fixture site in three languages (layFixtureSite's `edit`).
import { isScalar, parseDocument, visit, type Scalar } from "yaml";

/** How the content files are written (admin/content-format.ts writes them so). */
const written = { lineWidth: 0, doubleQuotedAsJSON: true, flowCollectionPadding: false } as const;

/**
 * A content file's text with each text a map of `langs`, in their order: English's words under
 * en, Spanish's under es, and another language's the English ones marked with its code
 * ("FR A lost dog…"), so that each side reads apart from the others. A name written once stays once.
 */
export function inLanguages(text: string, langs: readonly string[]): string {
  const doc = parseDocument(text);
  visit(doc, {
    Map(_, map) {
      const keys = map.items.map((p) => (isScalar(p.key) ? String(p.key.value) : ""));
      if (keys.length !== 2 || !keys.includes("en") || !keys.includes("es")) return;
      const source = (lang: string) => map.get(lang, true) as Scalar;
      map.items = langs.map((lang) => {
        const from = source(lang === "es" ? "es" : "en");
        const value = from.clone() as Scalar;
        if (lang !== "en" && lang !== "es") value.value = `${lang.toUpperCase()} ${String(from.value)}`;
        return doc.createPair(lang, value);
      }) as typeof map.items;
    },
  });
  return doc.toString(written);
}
