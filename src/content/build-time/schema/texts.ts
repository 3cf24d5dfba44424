import { z } from "zod";
import { localized, localizedParagraph, localizedParagraphs } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";

/** content/texts.yaml: the long texts, each a list of paragraphs in each language. */
export const textsSchema = z.strictObject({
  synopsis: localizedParagraphs,
  directorsStatement: localizedParagraphs,
  festivalStrategy: localizedParagraphs,
  releaseStrategy: z.array(identifiedBy(z.strictObject({ title: localized, text: localizedParagraph }), ["title"])).min(1),
});
