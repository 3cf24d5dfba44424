import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as content from "../../../src/content";
import { downloadItems } from "../../../src/content/downloads";
import { checks, imageProblems, referencedImages, schemaProblems, titleProblems } from "./content-check";

// Feeds deliberately broken copies of real content through the build's check and asserts
// the message names the file and the field.
function withBroken(name: string, value: unknown) {
  return checks.map((c) => (c.name === name ? { ...c, value } : c));
}

describe("content check", () => {
  it("passes the real content", () => {
    expect(schemaProblems()).toEqual([]);
  });

  it("names the file and field of an empty alt text", () => {
    const stills = content.journeyStills.map((s, i) => (i === 3 ? { ...s, alt: "  " } : s));
    expect(schemaProblems(withBroken("journeyStills", stills))).toEqual(["src/content/stills.ts: journeyStills[3].alt: must not be empty"]);
  });

  it("takes a list of any size where the size is a fact of the film: a new crew member is one edit", () => {
    const crew = [...content.keyCrew, { ...content.keyCrew[0]!, name: "Lucía Prieto", role: "Editor" }];
    expect(schemaProblems(withBroken("keyCrew", crew))).toEqual([]);
    expect(schemaProblems(withBroken("journeyStills", content.journeyStills.slice(0, 9)))).toEqual([]);
  });

  it("refuses an empty list, and a press package without its six stills", () => {
    expect(schemaProblems(withBroken("keyCrew", []))).toHaveLength(1);
    expect(schemaProblems(withBroken("pressStills", content.pressStills.slice(0, 5)))[0]).toMatch(
      /^src\/content\/stills\.ts: pressStills: .*6/,
    );
  });

  it("refuses a download card given twice or left out", () => {
    const twice = [...downloadItems.slice(0, 4), downloadItems[0]!];
    expect(schemaProblems(withBroken("downloadItems", twice))).toEqual([
      "src/content/downloads.ts: downloadItems: must hold each download once: press-pdf, teaser, screener, stills-zip, bts, laurels",
    ]);
  });

  it("refuses a malformed or # link", () => {
    expect(schemaProblems(withBroken("socialLink", { label: "Instagram", href: "#" }))).toEqual([
      "src/content/links.ts: socialLink.href: must be an absolute http(s) URL",
    ]);
  });

  it("refuses an image name that is not a file in uploads", () => {
    const problems = schemaProblems(withBroken("poster", { ...content.poster, file: "Poster Final.JPG" }));
    expect(problems).toEqual(["src/content/stills.ts: poster.file: must be a lower-case file name in public/uploads"]);
  });
});

describe("image check", () => {
  it("names every missing or unreadable image with its field", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "uploads-"));
    for (const ref of referencedImages())
      copyFileSync(path.resolve(import.meta.dirname, "../../../public/uploads", ref.file), path.join(dir, ref.file));
    writeFileSync(path.join(dir, content.poster.file), "not a jpeg");
    rmSync(path.join(dir, content.journeyStills[2]!.file));
    const problems = await imageProblems(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^src\/content\/stills\.ts: poster\.file: image "poster\.jpg" cannot be read/);
    expect(problems[1]).toBe(
      `src/content/stills.ts: journeyStills[2].file: image "${content.journeyStills[2]!.file}" is missing from public/uploads`,
    );
  });
});

describe("page titles", () => {
  it("pass a longer title with today's tagline (Home's title leaves the tagline out)", () => {
    expect(titleProblems({ ...content.film, title: "Los Girasoles!" })).toEqual([]);
  });

  it("name the title field when even the name and year are too long for a page title", () => {
    const title = "The Long Road Home Through the Olive Groves and Sunflower Fields";
    expect(titleProblems({ ...content.film, title })).toEqual([
      `src/content/film.ts: film.title: "${title} (2025)" is 71 characters; a page title must fit in 70 (search results and link previews cut the rest), so shorten the title`,
    ]);
  });
});
