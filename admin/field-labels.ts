// A field's label as the editor shows it, from its name in the files: made by the build for the
// editor's configuration (scripts/admin/config.ts), and by the editor where its "Check" line names
// a field (checked-fields.ts), so the two always call a field the same.

// Words a label writes in capitals.
const initialisms: Record<string, string> = {
  url: "URL",
  id: "ID",
  ids: "IDs",
  imdb: "IMDb",
  pdf: "PDF",
  qa: "Q&A",
  bts: "BTS",
  uk: "UK",
  dcp: "DCP",
  tv: "TV",
  png: "PNG",
  svg: "SVG",
  h264: "H.264",
  prores: "ProRes",
};

// Names a label writes as a person would, not as the field is spelt.
const labels: Record<string, string> = {
  directorsStatement: "Director's statement",
  internationalAList: "International A-list",
  coStar: "Co-star",
  tier1: "Tier 1",
  tier2: "Tier 2",
  href: "Link",
  alt: "Alt text",
  stepFree: "Step-free access",
  autismFriendly: "Autism-friendly",
  dementiaFriendly: "Dementia-friendly",
  relaxed: "Relaxed screening",
  signLanguageFor: "What is signed",
};

/** A choice written as a code in the files, as the editor offers it (a choice written in words is offered as written). */
export const choiceLabels: Record<string, Record<string, string>> = {
  audioDescription: {
    headsets: "Headsets lent by the venue",
    greta: "The Greta app, on the visitor's phone",
    app: "Another app, on the visitor's phone",
  },
  signLanguageFor: { film: "The film", qa: "The Q&A" },
};

/** "judgingStatus" as "Judging status", "trailerPublished" as "Trailer published", "videoIds" as "Video IDs", "directorsStatement" as "Director's statement". */
export const labelOf = (name: string) =>
  labels[name] ??
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (_, c: string) => ` ${c.toLowerCase()}`)
    .replace(/\b\w+\b/g, (word) => initialisms[word.toLowerCase()] ?? word);

/** One entry of a list, from the list's label: "Territories" as "Territory", "Reviews" as "Review". */
export const singularOf = (label: string) => label.replace(/ies$/, "y").replace(/([^s])s$/, "$1");

/**
 * One entry of the list `name`, as the form labels it and its button adds it: an entry picked from
 * the languages (widget "language") is a "Language", whatever the list (Audio description,
 * Captions, Dubbed: "Add Language"); any other the list's label made singular.
 */
export const entryLabelOf = (name: string, widget?: unknown) => (widget === "language" ? "Language" : singularOf(labelOf(name)));

/** A field's key path as the form labels it: "keyCrew.2.role" as "Key crew 3 › Role". */
export const fieldWords = (keyPath: string) =>
  keyPath
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : labelOf(part)))
    .join(" › ")
    .replace(/ › (\d+)/g, " $1");
