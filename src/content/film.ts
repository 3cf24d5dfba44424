import facts from "#lang/film.json";
import texts from "#lang/texts.json";
import type { CollectionData } from "./collections";
import type { Film } from "./schema";

// The film's facts, stated once in content/film.yaml, its long texts in content/texts.yaml; the
// build checks them and writes them, in the language of the pages being built, where `#lang/`
// points (package.json). Every page and both PDFs read them from here, so press copy never
// contradicts itself.
export const film: Film = {
  ...(facts as CollectionData<"film">),
  synopsis: texts.synopsis,
  directorStatement: texts.directorsStatement,
  releaseStrategy: texts.releaseStrategy,
};
