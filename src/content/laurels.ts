import data from "#lang/laurels.json";
import { files } from "#lang/words/press-kit.json";
import { rootLanguage, type Lang } from "../lib/languages.ts";
import { lang } from "./language.ts";
import type { Laurel } from "./build-time/laurel-rules.ts";

// A festival that said yes gives the film a laurel: the wreath with the status, the award, the
// festival's name and the edition. The content loader works out which (laurel-rules.ts) from
// content/festivals.yaml and writes them here; the build draws each one
// (scripts/prepare/assets/laurels.ts) in each language, the English into public/laurels and
// the Spanish into public/laurels/es, and the pages show them as plain images, so they cost no
// script.

export type { Laurel, LaurelStatus } from "./build-time/laurel-rules.ts";

const generated = data as { all: Laurel[]; featured: Laurel[] };
/** Every laurel the film has earned, in the order of the submissions: the Festivals page's badges and the laurels download. */
export const allLaurels: readonly Laurel[] = generated.all;
/** The laurels that lead: Home, the Festivals and Press pages' rows, the link preview, the press package cover. */
export const laurels: readonly Laurel[] = generated.featured;

/** The drawing's size in CSS pixels (its viewBox); pages scale it by height. */
export const laurelSize = { width: 480, height: 400 };

/** Where a language's laurels are served: its words are drawn in them. */
export const laurelsFolderIn = (l: Lang) => (l === rootLanguage ? "/laurels" : `/laurels/${l}`);

/** A laurel's drawing, in the pages' language (or `l`'s). */
export const laurelPath = (laurel: Pick<Laurel, "slug">, variant: "light" | "dark" = "light", l: Lang = lang) =>
  `${laurelsFolderIn(l)}/${laurel.slug}${variant === "dark" ? "-dark" : ""}.svg`;

/** The laurels download: every laurel as SVG and as a transparent PNG, light and dark, named in the pages' language. */
export const laurelsArchiveName = files.laurels;
/** Where the build writes the download (a function: the file exists only while there are laurels). */
export const laurelsArchivePath = () => `${laurelsFolderIn(lang)}/${laurelsArchiveName}`;
