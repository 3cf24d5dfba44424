// The files each language has its own of: the laurels, their words in the language, with their
// download and the link preview they lead; the platforms' artwork (its billing block, file names
// and README in the language); the press package and festival strategy PDFs (made from that
// language's content, with its file names); and every download's size as that language's
// cards show it (the stills archive's Captions.txt is in the language too); and from which width
// the top bar has room for its words (nav-fit.ts), and the size of Home's title (hero-fit.ts).
// `SITE_LANG=es node --import ./scripts/lib/json-modules.ts --import ./scripts/lib/language-hook.ts scripts/prepare/language-assets.ts <root>`:
// a process of its own per language, since the content modules read the language they are loaded
// in (`#lang/`); scripts/prepare/content-and-assets.ts runs it for each language. Prints the
// downloads it wrote, as JSON.
import path from "node:path";
import { allLaurels, laurels, laurelsArchivePath } from "#src/content/laurels.ts";
import { lang, otherLanguages } from "#src/content/language.ts";
import { rootLanguage } from "#src/lib/languages.ts";
import { artworkPath, pdfPaths } from "#src/content/lazy/notifications.ts";
import { facts, film, keyArt, poster } from "#src/content/index.ts";
import * as site from "#src/content/index.ts";
import { billingBlock } from "#src/press-kit/billing.ts";
import { decimalSeparator, sizeUnits } from "#lang/facts.json";
import { writeArtwork } from "./assets/artwork.ts";
import type { Upload } from "#src/press-kit/stills-archive.ts";
import { measureDownloads } from "./assets/download-sizes.ts";
import { writeLaurels } from "./assets/laurels.ts";
import { writeLinkPreview } from "./assets/site-assets.ts";
import { writeJson } from "./assets/responsive-images.ts";
import { generatedContentDir } from "./content/load-collections.ts";
import uploads from "#src/generated/uploads.json";
import { navLinks } from "#src/content/nav.ts";
import { layout } from "#lang/words/common.json";
import { loadLaurelFonts } from "./assets/laurel-words.ts";
import { navFit } from "./assets/nav-fit.ts";
import { heroFit } from "./assets/hero-fit.ts";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../.."));
const publicDir = path.join(root, "public");
const started = Date.now();
let laurelSvgs: Map<string, string>;
try {
  laurelSvgs = await writeLaurels(publicDir, allLaurels);
} catch (error) {
  // The content's problem, in the publicist's words: index.ts reports it with the others.
  console.log(JSON.stringify({ lang, downloads: [], problem: `content/festivals.yaml: ${(error as Error).message}` }));
  process.exit(0);
}
await writeLinkPreview(
  publicDir,
  lang,
  laurels.map((l) => laurelSvgs.get(l.slug)!),
);
const artwork = await writeArtwork(publicDir, artworkPath, {
  keyArt: keyArt.file,
  poster: poster.file,
  words: { title: film.title, tagline: film.tagline, billing: billingBlock(site), copyright: facts.copyright, titleLanguage: rootLanguage },
  laurelSvgs: laurels.map((l) => laurelSvgs.get(l.slug)!),
  decimal: decimalSeparator,
  units: sizeUnits,
});
const { sizes, layouts, made } = await measureDownloads(
  publicDir,
  uploads as Upload[],
  path.join(publicDir, laurelsArchivePath()),
  artwork,
);
const out = path.join(root, generatedContentDir, lang);
writeJson(path.join(out, "download-sizes.json"), sizes);
writeJson(path.join(out, "pdf-layouts.json"), layouts);
const barWords = { title: film.title, links: navLinks.map((l) => l.label), trailer: layout.watchTrailer, otherCodes: [...otherLanguages] };
writeJson(path.join(out, "nav-fit.json"), navFit(barWords, loadLaurelFonts()));
writeJson(path.join(out, "hero-fit.json"), heroFit(film.title, loadLaurelFonts()));
console.log(JSON.stringify({ lang, downloads: [...Object.values(pdfPaths), artworkPath], made, ms: Date.now() - started }));
