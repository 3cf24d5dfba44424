import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import * as content from "#src/content/index.ts";
import {
  captionProblems,
  consistencyProblems,
  missingImageProblems,
  referencedImages,
  titleProblems,
} from "#src/content/build-time/check/content-rules.ts";
import { imageProblems } from "./content-check.ts";
import { uploadNames } from "./archive-files.ts";
import { filmStrings } from "#src/content/build-time/check/content-strings.ts";
import { lineOf, textOf, withEdits } from "./edited-content.ts";
import { canonFrom, factProblems } from "#src/content/build-time/check/fact-check/index.ts";
import { seedSite } from "../../test/fixture-site.ts";

// Feeds deliberately broken copies of the content files through the build's checks and
// asserts the message names the file, the line and the field.
const today = withEdits();
// The seed's captions as content/captions.yaml writes them, each text in both languages.
type WrittenCaption = { file: string; caption: { en: string; es: string }; credit: { en: string; es: string } };
const writtenCaptions = (parse(textOf("captions")) as { captions: WrittenCaption[] }).captions;

describe("content check", () => {
  it("passes the seed fixture's content", () => {
    expect(today.problems).toEqual([]);
    expect(consistencyProblems(today.files)).toEqual([]);
  });

  it("names the file, line and field of an empty alt text", () => {
    const alt = content.journeyStills[3]!.alt;
    const { problems } = withEdits({ stills: { find: `en: ${alt}`, replace: 'en: "  "' } });
    expect(problems).toEqual([`content/stills.yaml:${lineOf("stills", `en: ${alt}`)}: alt (English) must not be empty`]);
  });

  it("takes a list of any size where the size is a fact of the film: a new crew member or still is one edit", () => {
    const crew = withEdits({
      people: {
        find: `  - name: ${content.keyCrew.at(-1)!.name}`,
        replace: `  - name: Lucía Prieto\n    role:\n      en: Editor\n      es: Montadora\n    description:\n      en: Cut the film.\n      es: Montó la película.\n    department: Post\n    onSet: false\n  - name: ${content.keyCrew.at(-1)!.name}`,
      },
    });
    expect(crew.problems).toEqual([]);
    expect(crew.files.people.data).toMatchObject({ keyCrew: expect.arrayContaining([expect.objectContaining({ name: "Lucía Prieto" })]) });
    const still = withEdits({
      stills: {
        find: "  - file: still-10-granada.jpg",
        replace:
          "  - file: still-28-arrival.jpg\n    alt:\n      en: Granada at night\n      es: Granada de noche\n    mood: night\n    subject: village\n  - file: still-10-granada.jpg",
      },
    });
    expect(still.problems).toEqual([]);
    expect((still.files.stills.data as { journeyStills: unknown[] }).journeyStills).toHaveLength(content.journeyStills.length + 1);
  });

  it("refuses an empty list, and a press package without its six stills", () => {
    // keyCrew is the file's last list: the crew after it move to a field of their own.
    const { problems } = withEdits({ people: { find: "keyCrew:\n", replace: "keyCrew: []\nformerCrew:\n" } });
    expect(problems).toContain(`content/people.yaml:${lineOf("people", "keyCrew:\n")}: keyCrew has 0 entries; it needs at least 1`);
    const first = `  - ${content.pressStills[0]!.file}\n`;
    expect(withEdits({ stills: { find: first, replace: "" } }).problems).toEqual([
      `content/stills.yaml:${lineOf("stills", "pressStills:\n")}: pressStills has 5 entries; it needs exactly 6`,
    ]);
  });

  it("refuses a press still that is not one of the journey stills", () => {
    const file = content.pressStills[1]!.file;
    expect(withEdits({ stills: { find: `  - ${file}\n`, replace: `  - still-26-well.jpg\n` } }).problems).toEqual([
      `content/stills.yaml:${lineOf("stills", `  - ${file}\n`)}: pressStills "still-26-well.jpg" is not the file of one of the journeyStills`,
    ]);
  });

  it("refuses a download card given twice or left out", () => {
    expect(withEdits({ downloads: { find: "kind: bts", replace: "kind: teaser" } }).problems).toEqual([
      `content/downloads.yaml:${lineOf("downloads", "downloadItems:")}: downloadItems must hold each download once: press-pdf, teaser, screener, stills-zip, bts, laurels, artwork`,
    ]);
  });

  it("refuses a typed size for a file the site makes or serves (the build measures it), and needs one for a hosted file", () => {
    const typed = withEdits({ downloads: { find: "    type: PDF\n", replace: "    type: PDF\n    size: 12.5 MB\n" } });
    expect(typed.problems).toEqual([
      `content/downloads.yaml:${lineOf("downloads", "    type: PDF\n") + 1}: size "12.5 MB" is not typed for press-pdf: the build measures the press package PDF, by making it; remove the line`,
    ]);
    const zip = withEdits({ downloads: { find: "    type: ZIP\n", replace: "    type: ZIP\n    size: 45 MB\n" } });
    expect(zip.problems).toEqual([
      `content/downloads.yaml:${lineOf("downloads", "    type: ZIP\n") + 1}: size "45 MB" is not typed for stills-zip: the build measures the stills archive, from the files of content/uploads; remove the line`,
    ]);
    const hosted = withEdits({ downloads: { find: "    size: 85 MB\n", replace: "" } });
    expect(hosted.problems).toEqual([
      `content/downloads.yaml:${lineOf("downloads", "kind: teaser")}: teaser needs a size ("85 MB"): the file is hosted elsewhere, so nothing measures it; write it as its host states it`,
    ]);
  });

  it("refuses an image name that is not a file in uploads", () => {
    expect(withEdits({ stills: { find: "file: poster.jpg", replace: "file: Poster Final.JPG" } }).problems).toEqual([
      `content/stills.yaml:${lineOf("stills", "file: poster.jpg")}: file "Poster Final.JPG" must be a lower-case file name in content/uploads`,
    ]);
  });

  it("refuses a category of two words and an image used twice", () => {
    const { files, problems } = withEdits({
      stills: [
        { find: "en: dusty", replace: "en: dusty road" },
        { find: "file: still-27-remedios-window.jpg", replace: "file: still-26-well.jpg" },
      ],
    });
    expect(problems).toEqual([]);
    expect(consistencyProblems(files)).toEqual([
      `content/stills.yaml:${lineOf("stills", "en: dusty")}: category (English) "dusty road" must be one word (the words make a line)`,
      `content/stills.yaml:${lineOf("stills", "file: still-27-remedios-window.jpg")}: file "still-26-well.jpg" is already used elsewhere on the site`,
    ]);
  });

  it("refuses a crew without its director or director of photography, and a cast without two leads", () => {
    const { problems } = withEdits({
      people: [
        { find: "department: Direction", replace: "department: Sound" },
        { find: "department: Direction", replace: "department: Sound" },
        { find: "department: Camera", replace: "department: Post" },
        { find: "department: Camera", replace: "department: Post" },
      ],
    });
    const keyCrew = lineOf("people", "keyCrew:\n");
    expect(problems).toEqual([
      `content/people.yaml:${keyCrew}: keyCrew needs someone with department: Direction (the director)`,
      `content/people.yaml:${keyCrew}: keyCrew needs someone with department: Camera (the first of them is the director of photography)`,
    ]);
    const oneLead = withEdits({ people: { find: "principalCast:\n", replace: "principalCast: []\nformerCast:\n" } });
    expect(oneLead.problems).toContain(
      `content/people.yaml:${lineOf("people", "principalCast:\n")}: principalCast has 0 entries; it needs at least 2`,
    );
  });
});

describe("image check", () => {
  it("names every missing or unreadable image with its file and line", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "uploads-"));
    for (const ref of referencedImages(today.files))
      copyFileSync(path.join(seedSite, "content/uploads", ref.file), path.join(dir, ref.file));
    writeFileSync(path.join(dir, content.poster.file), "not a jpeg");
    const missing = content.journeyStills[2]!.file;
    rmSync(path.join(dir, missing));
    const problems = [...(await imageProblems(dir, today.files)), ...missingImageProblems(uploadNames(dir), today.files)];
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      new RegExp(`^content/stills\\.yaml:${lineOf("stills", "file: poster.jpg")}: file "poster\\.jpg" is not an image that can be read`),
    );
    expect(problems[1]).toBe(
      `content/stills.yaml:${lineOf("stills", `file: ${missing}`)}: file "${missing}" is missing from content/uploads`,
    );
  });
});

describe("page titles", () => {
  const written = `title: ${content.film.title}`;
  const titled = (title: string) => withEdits({ film: { find: written, replace: `title: ${title}` } });

  it("pass a longer title with today's tagline (Home's title leaves the tagline out)", () => {
    expect(titleProblems(titled("La Vague Haute").files)).toEqual([]);
  });

  it("name the title's file and line when even the name and year are too long for a page title", () => {
    const title = "The Long Road Home Through the Olive Groves and Sunflower Fields";
    expect(titleProblems(titled(title).files)).toEqual([
      `content/film.yaml:${lineOf("film", written)}: title: "${title} (2025)" is 71 characters; a page title must fit in 70 (search results and link previews cut the rest), so shorten the title`,
    ]);
  });
});

describe("press captions", () => {
  const uploads = uploadNames(path.join(seedSite, "content/uploads"));
  // The first headshot's credit, the first of its words in the file: "Photo: <photographer> / <company>".
  const headshot = writtenCaptions.find((c) => c.file.startsWith("headshot-"))!;
  const credit = `    credit:\n      en: "${headshot.credit.en}"\n      es: "${headshot.credit.es}"\n`;
  const [, creator, company] = /^Photo: (.+) \/ (.+)$/.exec(headshot.credit.en)!;

  it("caption every file of content/uploads, with its credit", () => {
    expect(uploads.length).toBeGreaterThan(70);
    expect(captionProblems(uploads, today.files)).toEqual([]);
    const { captions } = today.files.captions.data as { captions: { file: string; caption: string; credit: string }[] };
    const written = writtenCaptions.find((c) => c.file === "still-03-first-steps.jpg")!;
    expect(written.caption.en).toContain("{title}");
    expect(captions.find((c) => c.file === "still-03-first-steps.jpg")).toEqual({
      file: "still-03-first-steps.jpg",
      caption: written.caption.en.replace("{title}", content.film.title),
      credit: written.credit.en,
    });
  });

  it("name an upload without a caption, and a caption of a file not in uploads by its line", () => {
    expect(captionProblems([...uploads, "still-28-arrival.jpg"].sort(), today.files)).toEqual([
      "content/captions.yaml: still-28-arrival.jpg in content/uploads has no caption: add an entry with file, caption and credit",
    ]);
    const file = writtenCaptions.at(-1)!.file;
    const misspelling = file.replace(/\.jpg$/, "e.jpg");
    const misspelt = withEdits({ captions: { find: `file: ${file}`, replace: `file: ${misspelling}` } });
    expect(misspelt.problems).toEqual([]);
    expect(captionProblems(uploads, misspelt.files)).toEqual([
      `content/captions.yaml: ${file} in content/uploads has no caption: add an entry with file, caption and credit`,
      `content/captions.yaml:${lineOf("captions", `file: ${file}`)}: ${misspelling} is not in content/uploads: correct the name, or remove this entry`,
    ]);
  });

  it("refuse an entry without its credit or caption, and a file captioned twice", () => {
    expect(withEdits({ captions: { find: credit, replace: "" } }).problems).toEqual([
      `content/captions.yaml:${lineOf("captions", `file: ${headshot.file}`)}: credit is missing`,
    ]);
    const caption = `en: ${headshot.caption.en}`;
    expect(withEdits({ captions: { find: caption, replace: `en: ""\n      note: ${headshot.caption.en}` } }).problems).toEqual([
      `content/captions.yaml:${lineOf("captions", caption)}: caption (English) must not be empty`,
      `content/captions.yaml:${lineOf("captions", caption) + 1}: "note" is not a field here (check the spelling)`,
    ]);
    expect(
      withEdits({ captions: { find: "file: still-53-maya-portrait.jpg", replace: "file: still-52-last-kilometre.jpg" } }).problems,
    ).toEqual([
      `content/captions.yaml:${lineOf("captions", "file: still-53-maya-portrait.jpg")}: still-52-last-kilometre.jpg has a caption already above; keep one entry per file`,
    ]);
  });

  it("refuse a credit the photographer's name cannot be read from, by its line", () => {
    const line = lineOf("captions", `file: ${headshot.file}`) + 4;
    for (const written of [`${creator} / ${company}`, `Photo by ${creator}, ${company}`, `Photo: ${creator}`, `Photo: / ${company}`]) {
      const edited = `    credit:\n      en: "${written}"\n      es: "${headshot.credit.es}"\n`;
      expect(withEdits({ captions: { find: credit, replace: edited } }).problems).toEqual([
        `content/captions.yaml:${line}: credit (English) "${written}" is not in the form "Photo: <photographer> / <company>" or "Artwork: <designer> / <company>": the name before the "/" is written into the file as its creator`,
      ]);
    }
    const artwork = `    credit:\n      en: "Artwork: ${creator} / ${company}"\n      es: "Arte: ${creator} / ${company}"\n`;
    expect(withEdits({ captions: { find: credit, replace: artwork } }).problems).toEqual([]);
  });

  it("put in the title, and are read for facts stated twice", () => {
    const { files, problems } = withEdits({
      captions: { find: "in profile against the fields, in {title}.", replace: "in profile against the fields in the 95-minute {title}." },
    });
    expect(problems).toEqual([]);
    expect(factProblems(filmStrings(files), canonFrom(files))).toEqual([
      `content/captions.yaml:${lineOf("captions", "in profile against the fields, in {title}.")}: caption states runtime "95-minute" but content/film.yaml says 97`,
    ]);
  });
});
