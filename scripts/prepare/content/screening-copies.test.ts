// content/screening-copies.yaml as the build reads it: the seed's copies loaded in each language,
// and the slips a publicist makes refused with the file, line and field, in their words.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { collections } from "#src/content/build-time/collections.ts";
import { screeningCopyKinds, subtitleModes } from "#src/content/build-time/schema/screening-copies.ts";
import { contentEditor } from "./edited-content.ts";
import { parseCollection } from "#src/content/build-time/check/read-texts.ts";

const copies = collections["screening-copies"];
const seed = path.resolve(import.meta.dirname, "../../../fixtures/seed/content");
const fixture = readFileSync(path.join(seed, "screening-copies.yaml"), "utf8");
const words = parse(readFileSync(path.join(seed, "words/press.yaml"), "utf8")) as Record<
  string,
  Record<string, { en: string; es: string }>
>;

const edited = contentEditor(fixture, "the seed's screening-copies.yaml");
const problemsOf = (text: string) => parseCollection(copies, text).problems;

describe("content/screening-copies.yaml", () => {
  it("loads the seed's copies in each language, the texts written once the same in both", () => {
    const loaded = parseCollection(copies, fixture);
    expect(loaded.problems).toEqual([]);
    const raw = parse(fixture) as { screeningCopies: { kind: string; picture: string; delivery?: { en: string; es: string } }[] };
    for (const lang of ["en", "es"] as const) {
      const shown = (loaded.languages![lang] as { screeningCopies: { kind: string; picture: string; delivery?: string }[] })
        .screeningCopies;
      expect(shown.map((c) => c.kind)).toEqual(raw.screeningCopies.map((c) => c.kind));
      expect(shown.map((c) => c.picture)).toEqual(raw.screeningCopies.map((c) => c.picture));
      expect(shown.map((c) => c.delivery)).toEqual(raw.screeningCopies.map((c) => c.delivery?.[lang]));
    }
  });

  it("names every kind of copy and every way of carrying subtitles in both languages", () => {
    for (const lang of ["en", "es"] as const) {
      for (const kind of screeningCopyKinds) expect(words.copyKinds![kind]?.[lang], `${kind} in ${lang}`).toBeTruthy();
      for (const mode of subtitleModes) expect(words.subtitleModes![mode]?.[lang], `${mode} in ${lang}`).toContain("{languages}");
    }
  });

  it("refuses an unknown kind or way of subtitling, a copy listed twice and a delivery in one language", () => {
    const kind = edited("kind: prores", "kind: bluray");
    expect(problemsOf(kind.text)).toEqual([
      `content/screening-copies.yaml:${kind.line}: kind "bluray" is not one of: ${screeningCopyKinds.join(", ")}`,
    ]);
    const subtitles = edited("subtitles: files", "subtitles: srt");
    expect(problemsOf(subtitles.text)).toEqual([
      `content/screening-copies.yaml:${subtitles.line}: subtitles "srt" is not one of: ${subtitleModes.join(", ")}`,
    ]);
    const twice = edited("kind: h264", "kind: dcp");
    expect(problemsOf(twice.text)).toEqual([
      `content/screening-copies.yaml:${fixture.split("\n").indexOf("screeningCopies:") + 1}: screeningCopies lists each kind of copy (dcp, prores, h264) once`,
    ]);
    const spanish = /\n( +)es: Se envía por enlace de descarga, para salas[^\n]*/.exec(fixture)![0];
    const oneLanguage = edited(spanish, "");
    expect(problemsOf(oneLanguage.text)).toEqual([
      `content/screening-copies.yaml:${oneLanguage.line - 1}: delivery has its English text (en:) but not its Spanish (es:); write the Spanish under "delivery:" as es:`,
    ]);
  });
});
