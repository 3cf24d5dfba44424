// The content files the film's team edits, each once: its file and the schema it must meet.
// The build's loader reads every file listed here, checks it and writes its data to
// src/generated/content/<name>.json, which the content modules import; the types below come
// from the same schemas. Adding a file is one entry here. Build time only: pages import types.
import type { z } from "zod";
import { festivalsSchema, reviewsSchema, screeningsSchema } from "./schema.ts";

export type Collection<S extends z.ZodType = z.ZodType> = {
  /** Path from the repository root, as messages name it. */
  file: string;
  schema: S;
};

const defineCollection = <S extends z.ZodType>(collection: Collection<S>) => collection;

export const collections = {
  festivals: defineCollection({ file: "content/festivals.yaml", schema: festivalsSchema }),
  reviews: defineCollection({ file: "content/reviews.yaml", schema: reviewsSchema }),
  screenings: defineCollection({ file: "content/screenings.yaml", schema: screeningsSchema }),
};

export type CollectionName = keyof typeof collections;
export type CollectionData<N extends CollectionName> = z.infer<(typeof collections)[N]["schema"]>;
