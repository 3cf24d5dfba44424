import facts from "../generated/content/film.json";
import { paragraphs as directorStatement } from "../generated/content/directorsStatement.json";
import { sections as releaseStrategy } from "../generated/content/releaseStrategy.json";
import { paragraphs as synopsis } from "../generated/content/synopsis.json";
import type { CollectionData } from "./collections";
import type { Film } from "./schema";

// The film's facts, stated once in content/film.yaml, its long texts in content/synopsis.md,
// content/directors-statement.md and content/release-strategy.md; the build checks them and
// writes them here. Every page and both PDFs read them from here, so press copy never
// contradicts itself.
export const film: Film = { ...(facts as CollectionData<"film">), synopsis, directorStatement, releaseStrategy };
