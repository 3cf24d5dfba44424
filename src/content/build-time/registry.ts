// The content files the film's team edits, each once: its file and the schema it must meet.
// No file system here: the build (collections.ts) lists the words files from content/words/,
// the editor from the list the build gave it, and both check the same files with the same rules.
import type { z } from "zod";
import { captionsSchema } from "./schema/captions.ts";
import { contactSchema } from "./schema/contact.ts";
import { downloadsSchema } from "./schema/downloads.ts";
import { festivalsSchema } from "./schema/festivals.ts";
import { filmSchema } from "./schema/film.ts";
import { linksSchema } from "./schema/links.ts";
import { notificationsSchema } from "./schema/notifications.ts";
import { peopleSchema } from "./schema/people.ts";
import { releasesSchema } from "./schema/releases.ts";
import { reviewsSchema } from "./schema/reviews.ts";
import { screeningCopiesSchema } from "./schema/screening-copies.ts";
import { screeningsSchema } from "./schema/screenings.ts";
import { siteSchema } from "./schema/site.ts";
import { stillsSchema } from "./schema/stills.ts";
import { textsSchema } from "./schema/texts.ts";
import { commonWordsSchema, wordsSchema } from "./schema/words.ts";

export type Collection<S extends z.ZodType = z.ZodType> = {
  /** Path from the repository root, as messages name it. */
  file: string;
  schema: S;
  /**
   * The words of the pages: a `{name}` in a text is the page's to fill in (a count, a date),
   * so the build does not take it for a placeholder of content; it checks each text has the
   * same ones in both languages.
   */
  words?: true;
};

const defineCollection = <S extends z.ZodType>(collection: Collection<S>) => collection;

/** Where the words of the pages are, one file for what every page shares and one for each part. */
export const wordsFolder = "content/words";

/**
 * The files of content/words/ named `files` ("home.yaml") as collections, "words/home" for
 * content/words/home.yaml: all take the same schema, common.yaml's with the navigation's rule besides.
 */
export function wordsCollectionsOf(files: string[]): Record<`words/${string}`, Collection<typeof wordsSchema>> {
  return Object.fromEntries(
    files
      .filter((f) => f.endsWith(".yaml"))
      .sort()
      .map((f) => {
        const name = f.slice(0, -".yaml".length);
        const schema = name === "common" ? commonWordsSchema : wordsSchema;
        return [`words/${name}`, defineCollection({ file: `${wordsFolder}/${f}`, schema, words: true })];
      }),
  );
}

/** The files other than the words, each named once. */
export const fileCollections = {
  film: defineCollection({ file: "content/film.yaml", schema: filmSchema }),
  texts: defineCollection({ file: "content/texts.yaml", schema: textsSchema }),
  people: defineCollection({ file: "content/people.yaml", schema: peopleSchema }),
  stills: defineCollection({ file: "content/stills.yaml", schema: stillsSchema }),
  captions: defineCollection({ file: "content/captions.yaml", schema: captionsSchema }),
  links: defineCollection({ file: "content/links.yaml", schema: linksSchema }),
  contact: defineCollection({ file: "content/contact.yaml", schema: contactSchema }),
  downloads: defineCollection({ file: "content/downloads.yaml", schema: downloadsSchema }),
  notifications: defineCollection({ file: "content/notifications.yaml", schema: notificationsSchema }),
  festivals: defineCollection({ file: "content/festivals.yaml", schema: festivalsSchema }),
  reviews: defineCollection({ file: "content/reviews.yaml", schema: reviewsSchema }),
  screenings: defineCollection({ file: "content/screenings.yaml", schema: screeningsSchema }),
  releases: defineCollection({ file: "content/releases.yaml", schema: releasesSchema }),
  "screening-copies": defineCollection({ file: "content/screening-copies.yaml", schema: screeningCopiesSchema }),
  site: defineCollection({ file: "content/site.yaml", schema: siteSchema }),
};

/** Every content file: the files above and the words files. */
export type Collections = typeof fileCollections & Record<`words/${string}`, Collection<typeof wordsSchema>>;

/** The registry with the words files `wordsFiles` ("common.yaml", "home.yaml", ...). */
export const collectionsWith = (wordsFiles: string[]): Collections => ({ ...fileCollections, ...wordsCollectionsOf(wordsFiles) });
