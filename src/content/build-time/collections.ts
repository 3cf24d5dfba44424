// The content files the film's team edits, each once: its file and the schema it must meet.
// The build's loader reads every file listed here, checks it and writes its data in each
// language to src/generated/content/<lang>/<name>.json, which the content modules import; the
// types below come from the same schemas. Adding a file is one entry here; adding a file of
// words is only the file, in content/words/.
// Build time only: pages import types.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { captionsSchema } from "./schema/captions.ts";
import { contactSchema } from "./schema/contact.ts";
import { downloadsSchema } from "./schema/downloads.ts";
import { festivalsSchema } from "./schema/festivals.ts";
import { filmSchema } from "./schema/film.ts";
import { linksSchema } from "./schema/links.ts";
import type { Localized } from "./schema/localize.ts";
import { notificationsSchema } from "./schema/notifications.ts";
import { peopleSchema } from "./schema/people.ts";
import { releasesSchema } from "./schema/releases.ts";
import { reviewsSchema } from "./schema/reviews.ts";
import { screeningCopiesSchema } from "./schema/screening-copies.ts";
import { screeningsSchema } from "./schema/screenings.ts";
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
const wordsFolder = "content/words";

/**
 * Every file of content/words/ as a collection, "words/home" for content/words/home.yaml: all
 * take the same schema, common.yaml's with the navigation's rule besides. The folder is this
 * site's own (a fixture site's copy reads its copy's).
 */
function wordsCollections(): Record<`words/${string}`, Collection<typeof wordsSchema>> {
  const files = readdirSync(path.resolve(import.meta.dirname, "../../..", wordsFolder)).filter((f) => f.endsWith(".yaml"));
  return Object.fromEntries(
    files.sort().map((f) => {
      const name = f.slice(0, -".yaml".length);
      const schema = name === "common" ? commonWordsSchema : wordsSchema;
      return [`words/${name}`, defineCollection({ file: `${wordsFolder}/${f}`, schema, words: true })];
    }),
  );
}

const fileCollections = {
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
};

/** Every content file: those above, and the words files. */
export const collections: typeof fileCollections & Record<`words/${string}`, Collection<typeof wordsSchema>> = {
  ...fileCollections,
  ...wordsCollections(),
};

export type CollectionName = keyof typeof collections;

/** The collection `name`, or an error naming the file that is not there (a words file the code asks for). */
export function collectionOf<N extends CollectionName>(name: N): (typeof collections)[N] {
  const collection = collections[name];
  if (!collection) throw new Error(`${name}: there is no such file in ${wordsFolder}/ (${name.replace(/^words\//, "")}.yaml)`);
  return collection as (typeof collections)[N];
}
/** A file's data as written, each text in both languages. */
export type BilingualData<N extends CollectionName> = z.infer<(typeof collections)[N]["schema"]>;
/** A file's data in one language, as the site reads it (src/generated/content/<lang>/<name>.json). */
export type CollectionData<N extends CollectionName> = Localized<BilingualData<N>>;
