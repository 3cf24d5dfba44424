// What the editor's preview says beyond the site's own words: what a page would show differently
// once the site is built. In the language of the side previewed.
import type { Lang } from "#src/lib/languages.ts";

type Waiting = "answer" | "review" | "screening" | "release";
type PreviewWords = {
  /** News written ahead, shown as it will be from its hour. */
  underEmbargo: (until: string, what: string) => string;
  waiting: Record<Waiting, (named: string) => string>;
  undrawnLaurels: (festivals: string[]) => string;
  declinedUnnamed: string;
  none: string;
  loading: string;
  failed: string;
};

/** The words, in each language the editor writes its own words in. */
export const previewWords = {
  en: {
    underEmbargo: (until, what) =>
      `Under embargo until ${until}: ${what}, shown here as it will be from then. Until that hour the site carries none of it.`,
    waiting: {
      answer: (festival) => `the answer of ${festival}`,
      review: (outlet) => `the review in ${outlet}`,
      screening: (venue) => `the screening at ${venue}`,
      release: (where) => `the release on ${where}`,
    },
    undrawnLaurels: (festivals) => `The laurel of ${festivals.join(", ")} is drawn when the site is built; its badge shows here.`,
    declinedUnnamed: "A festival that said no (Not Selected) is never named on the site, so it is not shown.",
    none: "None yet: the site leaves this section out.",
    loading: "Loading the preview…",
    failed: "The preview cannot show this yet: a field may be half typed. Saving is not affected.",
  },
  es: {
    underEmbargo: (until, what) =>
      `Con embargo hasta el ${until}: ${what}, que aquí se ve como quedará a partir de entonces. Hasta esa hora, el sitio no muestra nada de ello.`,
    waiting: {
      answer: (festival) => `la respuesta de ${festival}`,
      review: (outlet) => `la crítica de ${outlet}`,
      screening: (venue) => `la proyección en ${venue}`,
      release: (where) => `el estreno en ${where}`,
    },
    undrawnLaurels: (festivals) => `El laurel de ${festivals.join(", ")} se dibuja al generar el sitio; aquí se ve su distintivo.`,
    declinedUnnamed: "Un festival que ha dicho que no (Not Selected) nunca se nombra en el sitio, así que no aparece.",
    none: "Todavía no hay ninguna: el sitio no muestra esta sección.",
    loading: "Cargando la vista previa…",
    failed: "La vista previa aún no puede mostrarlo: quizá haya un campo a medio escribir. Esto no afecta al guardado.",
  },
} satisfies Record<string, PreviewWords>;

/** The words for the side previewed in `lang`; in English where the editor has none of its own in that language. */
export const previewWordsIn = (lang: Lang): PreviewWords =>
  (previewWords as Record<string, PreviewWords | undefined>)[lang] ?? previewWords.en;
