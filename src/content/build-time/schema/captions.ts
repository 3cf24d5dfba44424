import { z } from "zod";
import { creditProblem } from "../../credit-rules.ts";
import { languageNameOf } from "../../../lib/languages.ts";
import { httpsUrl, imageFile } from "./formats.ts";
import { localized, text } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";

/** One image's press caption: who and what, the credit to print, and a copyright line where it is not the film's own. */
export const captionSchema = identifiedBy(
  z.strictObject({ file: imageFile, caption: localized, credit: localized, copyright: text.optional() }),
  ["file"],
);

/**
 * content/captions.yaml: the press caption of every file of content/uploads, each file once, each
 * credit in a form the creator's name can be read from (it is written into the file).
 */
export const captionsSchema = z
  .strictObject({
    /** What a publication may do with the images, in each language: written into every served file. */
    usageTerms: localized,
    /** A page that sets the terms out in full (optional): written into every served file as its web statement. */
    usageTermsLink: httpsUrl.optional(),
    captions: z.array(captionSchema).min(1),
  })
  .superRefine(({ captions }, ctx) => {
    captions.forEach((c, i) => {
      const credit = creditProblem(c.credit, languageNameOf);
      if (credit) ctx.addIssue({ code: "custom", path: ["captions", i, "credit"], message: credit, params: { sentence: true } });
      if (captions.findIndex((other) => other.file === c.file) < i)
        ctx.addIssue({
          code: "custom",
          path: ["captions", i, "file"],
          message: `${c.file} has a caption already above; keep one entry per file`,
          params: { sentence: true },
        });
    });
  });
