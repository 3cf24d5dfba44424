// The content files the film's team edits, each once: its file and the schema it must meet
// (Markdown files also say how they are laid out). The build's loader reads every file listed
// here, checks it and writes its data to src/generated/content/<name>.json, which the content
// modules import; the types below come from the same schemas. Adding a file is one entry here.
// Build time only: pages import types.
import type { z } from "zod";
import * as s from "./schema.ts";

export type Collection<S extends z.ZodType = z.ZodType> = {
  /** Path from the repository root, as messages name it. */
  file: string;
  schema: S;
  /** For a Markdown file: one text in paragraphs, or a paragraph under each `## Title`. */
  markdown?: "paragraphs" | "sections";
};

const defineCollection = <S extends z.ZodType>(collection: Collection<S>) => collection;

export const collections = {
  film: defineCollection({ file: "content/film.yaml", schema: s.filmFactsSchema }),
  synopsis: defineCollection({ file: "content/synopsis.md", schema: s.paragraphsSchema, markdown: "paragraphs" }),
  directorsStatement: defineCollection({ file: "content/directors-statement.md", schema: s.paragraphsSchema, markdown: "paragraphs" }),
  releaseStrategy: defineCollection({ file: "content/release-strategy.md", schema: s.sectionsSchema, markdown: "sections" }),
  people: defineCollection({ file: "content/people.yaml", schema: s.peopleSchema }),
  bios: defineCollection({ file: "content/bios.md", schema: s.sectionsSchema, markdown: "sections" }),
  stills: defineCollection({ file: "content/stills.yaml", schema: s.stillsSchema }),
  captions: defineCollection({ file: "content/captions.yaml", schema: s.captionsSchema }),
  links: defineCollection({ file: "content/links.yaml", schema: s.linksSchema }),
  contact: defineCollection({ file: "content/contact.yaml", schema: s.contactSchema }),
  downloads: defineCollection({ file: "content/downloads.yaml", schema: s.downloadsSchema }),
  notifications: defineCollection({ file: "content/notifications.yaml", schema: s.notificationsSchema }),
  festivals: defineCollection({ file: "content/festivals.yaml", schema: s.festivalsSchema }),
  festivalStrategy: defineCollection({ file: "content/festival-strategy.md", schema: s.paragraphsSchema, markdown: "paragraphs" }),
  reviews: defineCollection({ file: "content/reviews.yaml", schema: s.reviewsSchema }),
  screenings: defineCollection({ file: "content/screenings.yaml", schema: s.screeningsSchema }),
};

export type CollectionName = keyof typeof collections;
export type CollectionData<N extends CollectionName> = z.infer<(typeof collections)[N]["schema"]>;
