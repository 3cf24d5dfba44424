// The content files the film's team edits, each once (registry.ts), with the words files this
// site has in content/words/. The build's loader reads every file listed here, checks it and
// writes its data in each language to src/generated/content/<lang>/<name>.json, which the
// content modules import; the types below come from the same schemas. Adding a file is one
// entry in registry.ts; adding a file of words is only the file, in content/words/.
// Build time only: pages import types.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { Localized } from "./schema/localize.ts";
import { collectionsWith, wordsFolder, type Collections } from "./registry.ts";

export { fileCollections, type Collection, type Collections } from "./registry.ts";

/** Every content file: those of the registry, and the words files of this site's folder (a fixture site's copy reads its copy's). */
export const collections: Collections = collectionsWith(readdirSync(path.resolve(import.meta.dirname, "../../..", wordsFolder)));

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
