import { z } from "zod";
import { referenceOf } from "./localize.ts";
import { localized, nameText } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";

export const downloadKindSchema = z.enum(["press-pdf", "teaser", "screener", "stills-zip", "bts", "laurels", "artwork"]);
/** The downloads the site makes or serves itself: the build measures their size. */
export const measuredDownloadKinds = ["press-pdf", "stills-zip", "laurels", "artwork"] as const satisfies readonly z.infer<
  typeof downloadKindSchema
>[];
const measuredWhat: Record<(typeof measuredDownloadKinds)[number], string> = {
  "press-pdf": "the press package PDF, by making it",
  "stills-zip": "the stills archive, from the files of content/uploads",
  laurels: "the laurels download it draws",
  artwork: "the artwork download it makes",
};
export const downloadItemSchema = identifiedBy(
  z
    .strictObject({
      kind: downloadKindSchema,
      title: localized,
      description: localized,
      type: nameText,
      /** Only for a file hosted elsewhere (teaser, screener, featurette): as its host states it. */
      size: nameText.optional(),
      protected: z.boolean(),
    })
    .superRefine((item, ctx) => {
      const measured = (measuredDownloadKinds as readonly string[]).includes(item.kind);
      // Whole sentences: the loader prints them as they are, after the file and line.
      if (measured && item.size !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["size"],
          message: `size "${referenceOf(item.size)}" is not typed for ${item.kind}: the build measures ${measuredWhat[item.kind as keyof typeof measuredWhat]}; remove the line`,
          params: { sentence: true },
        });
      if (!measured && item.size === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["kind"],
          message: `${item.kind} needs a size ("85 MB"): the file is hosted elsewhere, so nothing measures it; write it as its host states it`,
          params: { sentence: true },
        });
    }),
  ["kind"],
);

/** The press page's download cards: each kind once. */
export const downloadItemsSchema = z
  .array(downloadItemSchema)
  .refine((items) => downloadKindSchema.options.every((kind) => items.filter((i) => i.kind === kind).length === 1), {
    error: `must hold each download once: ${downloadKindSchema.options.join(", ")}`,
  });

/** content/downloads.yaml: the press page's download cards. */
export const downloadsSchema = z.strictObject({ downloadItems: downloadItemsSchema });
