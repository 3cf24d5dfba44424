import facts from "#lang/film.json";
import { synopsis } from "#lang/texts.json";
import type { CollectionData } from "./build-time/collections.ts";
import type { Film } from "./build-time/schema/types.ts";

// The film's facts, stated once in content/film.yaml, and its synopsis (content/texts.yaml); the
// build checks them and writes them, in the language of the pages being built, where `#lang/`
// points (package.json). Every page and both PDFs read them from here, so press copy never
// contradicts itself. The other long texts are in long-texts.ts, for the pages that show them.
export const film: Film = { ...(facts as CollectionData<"film">), synopsis };
