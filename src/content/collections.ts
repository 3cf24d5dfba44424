// The content files the film's team edits, each once: its file and the schema it must meet.
// The build's loader reads every file listed here, checks it and writes its data in each
// language to src/generated/content/<lang>/<name>.json, which the content modules import; the
// types below come from the same schemas. Adding a file is one entry here.
// Build time only: pages import types.
import type { z } from "zod";
import * as s from "./schema.ts";

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

export const collections = {
  film: defineCollection({ file: "content/film.yaml", schema: s.filmFactsSchema }),
  texts: defineCollection({ file: "content/texts.yaml", schema: s.textsSchema }),
  people: defineCollection({ file: "content/people.yaml", schema: s.peopleSchema }),
  stills: defineCollection({ file: "content/stills.yaml", schema: s.stillsSchema }),
  captions: defineCollection({ file: "content/captions.yaml", schema: s.captionsSchema }),
  links: defineCollection({ file: "content/links.yaml", schema: s.linksSchema }),
  contact: defineCollection({ file: "content/contact.yaml", schema: s.contactSchema }),
  downloads: defineCollection({ file: "content/downloads.yaml", schema: s.downloadsSchema }),
  notifications: defineCollection({ file: "content/notifications.yaml", schema: s.notificationsSchema }),
  festivals: defineCollection({ file: "content/festivals.yaml", schema: s.festivalsSchema }),
  reviews: defineCollection({ file: "content/reviews.yaml", schema: s.reviewsSchema }),
  screenings: defineCollection({ file: "content/screenings.yaml", schema: s.screeningsSchema }),
  "words/common": defineCollection({ file: "content/words/common.yaml", schema: s.wordsSchema, words: true }),
  "words/home": defineCollection({ file: "content/words/home.yaml", schema: s.wordsSchema, words: true }),
  "words/about": defineCollection({ file: "content/words/about.yaml", schema: s.wordsSchema, words: true }),
  "words/cast-crew": defineCollection({ file: "content/words/cast-crew.yaml", schema: s.wordsSchema, words: true }),
  "words/behind-the-scenes": defineCollection({ file: "content/words/behind-the-scenes.yaml", schema: s.wordsSchema, words: true }),
  "words/stills": defineCollection({ file: "content/words/stills.yaml", schema: s.wordsSchema, words: true }),
  "words/gallery": defineCollection({ file: "content/words/gallery.yaml", schema: s.wordsSchema, words: true }),
  "words/media": defineCollection({ file: "content/words/media.yaml", schema: s.wordsSchema, words: true }),
  "words/facts": defineCollection({ file: "content/words/facts.yaml", schema: s.wordsSchema, words: true }),
  "words/metadata": defineCollection({ file: "content/words/metadata.yaml", schema: s.wordsSchema, words: true }),
  "words/press-kit": defineCollection({ file: "content/words/press-kit.yaml", schema: s.wordsSchema, words: true }),
  "words/press": defineCollection({ file: "content/words/press.yaml", schema: s.wordsSchema, words: true }),
  "words/festivals": defineCollection({ file: "content/words/festivals.yaml", schema: s.wordsSchema, words: true }),
  "words/submissions": defineCollection({ file: "content/words/submissions.yaml", schema: s.wordsSchema, words: true }),
  "words/contact": defineCollection({ file: "content/words/contact.yaml", schema: s.wordsSchema, words: true }),
  "words/screenings": defineCollection({ file: "content/words/screenings.yaml", schema: s.wordsSchema, words: true }),
};

export type CollectionName = keyof typeof collections;
/** A file's data as written, each text in both languages. */
export type BilingualData<N extends CollectionName> = z.infer<(typeof collections)[N]["schema"]>;
/** A file's data in one language, as the site reads it (src/generated/content/<lang>/<name>.json). */
export type CollectionData<N extends CollectionName> = s.Localized<BilingualData<N>>;
