import { z } from "zod";
import { localized, localizedParagraph, localizedParagraphs } from "./localized-text.ts";

/** content/texts.yaml: the long texts, each a list of paragraphs in each language. */
export const textsSchema = z.strictObject({
  synopsis: localizedParagraphs,
  directorsStatement: localizedParagraphs,
  festivalStrategy: localizedParagraphs,
  releaseStrategy: z.array(z.strictObject({ title: localized, text: localizedParagraph })).min(1),
});
