// The content a new film starts from: every file of content/ the build needs (but content/words/,
// which the kit keeps), valid as it stands, with the film's title, its languages and address set,
// and each text the team must write holding the same marker in every language. Lists the schemas
// allow empty (festivals, reviews, screenings, releases, the photos of Behind the Scenes) start
// empty; what they require is there once, at its smallest, marked.

import { toWriteMarker } from "../prepare/content/to-write.ts";

/** The marked text for `what`, the same in every language. */
export const toWrite = (what: string) => `${toWriteMarker} ${what}]`;

export type NewFilm = {
  title: string;
  /** The site's languages as tags (fr-FR, en-GB), the first at the root. */
  languages: string[];
  /** https://… */
  address: string;
  /** owner/name */
  repository: string;
};

/** The placeholder images the content names, with their sizes: the team replaces each file, keeping or changing its name. */
export const placeholderImages = {
  poster: { file: "poster-to-replace.jpg", width: 2400, height: 3600 },
  keyArt: { file: "key-art-to-replace.jpg", width: 7050, height: 3000 },
  headshots: [1, 2].map((n) => ({ file: `headshot-lead-${n}-to-replace.jpg`, width: 2880, height: 3600 })),
  stills: [1, 2, 3, 4, 5, 6].map((n) => ({ file: `still-0${n}-to-replace.jpg`, width: 3600, height: 1532 })),
};

// How each of the kit's languages words a credit's kind (src/content/credit-rules.ts); another language, any word.
const photoWord: Record<string, string> = { en: "Photo", es: "Foto", fr: "Photo", de: "Foto", it: "Foto", pt: "Foto" };
const artworkWord: Record<string, string> = { en: "Artwork", es: "Arte", fr: "Visuel", de: "Artwork", it: "Grafica", pt: "Arte" };

const q = (s: string) => JSON.stringify(s);

/** The files of content/ (but words/), by name, as YAML. */
export function filmContent(film: NewFilm): Record<string, string> {
  const codes = film.languages.map((tag) => new Intl.Locale(tag).language);
  const pad = (n: number) => " ".repeat(n);
  /** `key:` with a line per language, each the marker for `what`. */
  const t = (key: string, what: string, indent: number) =>
    `${pad(indent)}${key}:\n${codes.map((c) => `${pad(indent + 2)}${c}: ${q(toWrite(what))}`).join("\n")}`;
  /** The same as a list item: `- key:` … */
  const li = (key: string, what: string, indent: number) => `${pad(indent)}- ${t(key, what, indent + 2).trimStart()}`;
  const credit = (words: Record<string, string>, who: string) =>
    `    credit:\n${codes
      .map(
        (c) => `      ${c}: ${q(`${words[c] ?? "Photo"}${c === "fr" ? " " : ""}: ${toWrite(who)} / ${toWrite("the production company")}`)}`,
      )
      .join("\n")}`;
  const header = (name: string, about: string) =>
    `# yaml-language-server: $schema=../src/generated/schemas/${name}.json\n# ${about}\n# A text for the team to write holds the same mark in each language: "to write:" and what, in square\n# brackets. The build lists each one left ("Content to update"), with its file and line.\n\n`;
  const host = new URL(film.address).hostname;
  const year = new Date().getUTCFullYear();
  const image = (file: string, what: string, mood: string, subject: string, indent: number, caption = false) =>
    [
      `${pad(indent)}file: ${file}`,
      t("alt", `what ${what} shows, for those who cannot see it`, indent),
      ...(caption ? [t("caption", `a few words under ${what}`, indent)] : []),
      `${pad(indent)}mood: ${mood}`,
      `${pad(indent)}subject: ${subject}`,
    ].join("\n");
  const { poster, keyArt, headshots, stills } = placeholderImages;

  const files: Record<string, string> = {};
  files["site.yaml"] =
    `# yaml-language-server: $schema=../src/generated/schemas/site.json\n` +
    `# Where the site lives and where the editor saves its changes: set once, when the site is set up.\n` +
    `# address: the site's address, which every page's link, the sitemap and the link previews start from.\n` +
    `# languages: the site's languages, each as its code and the country whose way of writing dates and\n` +
    `#   numbers it follows (en-GB, es-ES, fr-FR, pt-BR). The first is at the site's root (/), each\n` +
    `#   other under its code (/es/). Every text of content/ is written in each of them.\n` +
    `# repository: the site's repository on GitHub, as owner/name; the editor at /admin saves there.\n` +
    `# branch: the repository's branch the site is built from, usually main.\n\n` +
    `address: ${film.address}\nlanguages: [${film.languages.join(", ")}]\nrepository: ${film.repository}\nbranch: main\n`;

  files["film.yaml"] =
    header("film", "The film's facts. A number or date marked by a comment is a stand-in: write the film's own.") +
    [
      `title: ${q(film.title)}`,
      t("tagline", "tagline", 0),
      t("genre", "the film's genre", 0),
      t("format", "the film's format, like Feature Film", 0),
      `year: ${year} # ${toWrite("the film's year")}`,
      `runtimeMinutes: 90 # ${toWrite("the film's running time in minutes")}`,
      `budget:`,
      `  amount: 10000 # ${toWrite("the film's budget")}`,
      `  currency: EUR # ${toWrite("its currency's code")}`,
      `shootingDays: 10 # ${toWrite("the number of shooting days")}`,
      `productionStart: ${year}-01-05 # ${toWrite("the first day of the shoot")}`,
      `productionEnd: ${year}-01-16 # ${toWrite("the last day of the shoot")}`,
      t("location", "where the film was shot", 0),
      t("region", "the region and country of the shoot", 0),
      `releaseDate: ${year}-12-01 # ${toWrite("the release date")}`,
      `premiereVenue: ${q(toWrite("the premiere's cinema"))}`,
      `premiereCity: ${q(toWrite("the premiere's city"))}`,
      `languages:`,
      `  - code: ${codes[0]!.toUpperCase()} # ${toWrite("each language spoken in the film, by its two-letter code")}`,
      t("name", "the language spoken in the film", 4),
      `subtitles:`,
      codes.map((c, i) => `${i === 0 ? "  - " : "    "}${c}: ${q(toWrite("a language of the film's subtitles"))}`).join("\n"),
      `aspectRatio: "16:9" # ${toWrite("the aspect ratio")}`,
      t("audio", "the sound format, like 5.1 Surround Sound", 0),
      t("colour", "colour or black and white", 0),
      t("camera", "the camera", 0),
      t("recordingFormat", "the recording format", 0),
      `productionCompanies:`,
      `  - ${q(toWrite("the production company"))}`,
      `copyrightHolder: ${q(toWrite("the copyright holder"))}`,
      `developmentStages: []`,
      `postProductionStages: []`,
    ].join("\n") +
    "\n";

  files["texts.yaml"] =
    header("texts", "The long texts: paragraphs separated by a blank line, in each language. A text may name the film as {title}.") +
    [
      t("synopsis", "the synopsis", 0),
      t("directorsStatement", "the director's statement", 0),
      t("festivalStrategy", "the festival strategy", 0),
      `releaseStrategy:`,
      li("title", "a stage of the release, like Festival circuit", 2),
      t("text", "what this stage of the release is", 4),
    ].join("\n") +
    "\n";

  const lead = (n: number) =>
    [
      `  - name: ${q(toWrite(`the name of lead ${n}`))}`,
      `    role: ${q(toWrite(`the character lead ${n} plays`))}`,
      t("description", `who lead ${n}'s character is`, 4),
      t("bio", `lead ${n}'s biography`, 4),
      `    isLead: true`,
      `    headshot:`,
      image(headshots[n - 1]!.file, `lead ${n}'s headshot`, "day", "portrait", 6),
    ].join("\n");
  const crew = (who: string, department: string) =>
    [
      `  - name: ${q(toWrite(`the ${who}'s name`))}`,
      t("role", `the ${who}'s role`, 4),
      t("description", `a line on the ${who}'s work on the film`, 4),
      `    department: ${department}`,
      `    onSet: true`,
    ].join("\n");
  files["people.yaml"] =
    header("people", "The cast and crew: the first two of the principal cast are the leads the press page names.") +
    [
      `principalCast:`,
      lead(1),
      lead(2),
      `supportingCast:`,
      `  - name: ${q(toWrite("a supporting actor's name"))}`,
      `    role: ${q(toWrite("the character they play"))}`,
      `keyCrew:`,
      crew("director", "Direction"),
      crew("director of photography", "Camera"),
    ].join("\n") +
    "\n";

  files["stills.yaml"] =
    header("stills", "Every image on the site, by where it appears; each file is in content/uploads with its caption in captions.yaml.") +
    [
      `keyArt:`,
      image(keyArt.file, "the key art", "golden", "travellers", 2),
      `poster:`,
      image(poster.file, "the poster", "dusk", "travellers", 2),
      `journeyStills:`,
      ...stills.map((s, i) => `  - ${image(s.file, `still ${i + 1}`, "day", "road", 4, true).trimStart()}`),
      `pressStills:`,
      ...stills.map((s) => `  - ${s.file}`),
      `extendedStills: []`,
      `onSetPhotos: []`,
      `filmStills: []`,
      `# shootNote: a note on the shoot, in each language, shown with the director's quotes (optional)`,
      `directorQuotes: []`,
    ].join("\n") +
    "\n";

  const caption = (file: string, what: string, words: Record<string, string>, who: string) =>
    [`  - file: ${file}`, t("caption", `the press caption of ${what}`, 4), credit(words, who)].join("\n");
  files["captions.yaml"] =
    header("captions", "The press caption and credit of every file of content/uploads, each file once.") +
    [
      t("usageTerms", "what a publication may do with the images", 0),
      `captions:`,
      caption(poster.file, "the poster", artworkWord, "the designer"),
      caption(keyArt.file, "the key art", artworkWord, "the designer"),
      ...headshots.map((h, i) => caption(h.file, `lead ${i + 1}'s headshot`, photoWord, "the photographer")),
      ...stills.map((s, i) => caption(s.file, `still ${i + 1}`, photoWord, "the photographer")),
    ].join("\n") +
    "\n";

  files["links.yaml"] =
    header("links", "The external addresses and the hosted videos: each a stand-in to replace.") +
    [
      `videoIds:`,
      `  trailer: "1000000001" # ${toWrite("the trailer's video ID")}`,
      `  teaser: "1000000002" # ${toWrite("the teaser's video ID")}`,
      `  documentary: "1000000003" # ${toWrite("the documentary's video ID")}`,
      `  btsFeaturette: "1000000004" # ${toWrite("the featurette's video ID")}`,
      `documentaryMinutes: 10 # ${toWrite("the documentary's length in minutes")}`,
      `trailerPublished: ${year}-01-01 # ${toWrite("the day the trailer was published")}`,
      `filmDatabaseLink:`,
      `  label: IMDb`,
      `  href: https://www.imdb.com/ # ${toWrite("the film's page")}`,
      `socialLink:`,
      `  label: Instagram`,
      `  href: https://www.instagram.com/ # ${toWrite("the film's page")}`,
    ].join("\n") +
    "\n";

  files["contact.yaml"] =
    header("contact", "Who the press writes to.") +
    [
      `pressContact:`,
      `  name: ${q(toWrite("the press contact's name"))}`,
      t("role", "the press contact's role", 2),
      `  email: press@${host} # ${toWrite("the press contact's e-mail")}`,
      `  phone: +44 20 7946 0000 # ${toWrite("the press contact's phone number")}`,
      `mailSubjects:`,
      t("screener", "the subject of a request for the screener", 2),
      t("interview", "the subject of a request for an interview", 2),
      t("booking", "the subject of a request to book a screening", 2),
    ].join("\n") +
    "\n";

  const download = (kind: string, type: string, size?: string, isProtected = false) =>
    [
      `  - kind: ${kind}`,
      t("title", `the title of the ${kind} download`, 4),
      t("description", `what the ${kind} download holds`, 4),
      `    type: ${type}`,
      ...(size ? [`    size: ${q(size)} # ${toWrite("its size, as its host states it")}`] : []),
      `    protected: ${isProtected}`,
    ].join("\n");
  files["downloads.yaml"] =
    header("downloads", "The press page's download cards, each kind once.") +
    [
      `downloadItems:`,
      download("press-pdf", "PDF"),
      download("teaser", "MP4", "100 MB"),
      download("screener", "Link", "2 GB", true),
      download("stills-zip", "ZIP"),
      download("bts", "MP4", "300 MB"),
      download("artwork", "ZIP"),
      download("laurels", "ZIP"),
    ].join("\n") +
    "\n";

  const messages = (key: string, what: string) =>
    [
      `  ${key}:`,
      ...["start", "success", "failure"].flatMap((stage) => [
        `    ${stage}:`,
        t("title", `the title shown as ${what} ${stage === "start" ? "starts" : stage === "success" ? "is done" : "fails"}`, 6),
        t("description", `the line shown as ${what} ${stage === "start" ? "starts" : stage === "success" ? "is done" : "fails"}`, 6),
      ]),
    ].join("\n");
  files["notifications.yaml"] =
    header("notifications", "What each download says, preparing, then done or failed.") +
    [
      `notifications:`,
      messages("stills", "the stills' download"),
      messages("chosenStills", "the chosen stills' download"),
      messages("pdf", "the press package's download"),
      messages("strategy", "the festival strategy's download"),
      `  bts:`,
      t("title", "the title shown as the featurette opens", 4),
      t("description", "the line shown as the featurette opens", 4),
    ].join("\n") +
    "\n";

  files["festivals.yaml"] =
    header("festivals", "The festivals the film is submitted to, and those it aims for.") + `submissions: []\ntargets: []\n`;
  files["reviews.yaml"] = header("reviews", "What the press wrote.") + `reviews: []\n`;
  files["screenings.yaml"] = header("screenings", "Where the film screens.") + `screenings: []\n`;
  files["releases.yaml"] = header("releases", "Where to watch the film.") + `releases: []\n`;
  files["screening-copies.yaml"] = header("screening-copies", "The copies cinemas and festivals can book.") + `screeningCopies: []\n`;
  return files;
}
