import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { filmStrings } from "#src/content/build-time/check/content-strings.ts";
import { canonFrom, factProblems } from "#src/content/build-time/check/fact-check/index.ts";
import type { CollectionName } from "#src/content/build-time/collections.ts";
import { contentProblems } from "./content-check.ts";
import { lineOf, textOf, withEdits } from "./edited-content.ts";
import { seedSite } from "../../test/fixture-site.ts";

// A new film's content, before its first festival submission and before any photo from the set:
// the seed with those lists emptied, as the team would leave them. The build accepts it (the
// pages that would show nothing are then not built), but for a text that names a festival's
// month there is none of.
const uploadsDir = path.join(seedSite, "content/uploads");

/** The seed's file `name` with each of `lists` emptied. */
function emptied(name: CollectionName, lists: string[]): { find: string; replace: string } {
  const doc = parseDocument(textOf(name));
  for (const list of lists) doc.set(list, doc.createNode([]));
  if (name === "festivals") doc.delete("laurels");
  return { find: textOf(name), replace: doc.toString() };
}
const noFestivals = emptied("festivals", ["submissions", "targets"]);
const noPhotos = emptied("stills", ["onSetPhotos", "filmStills", "extendedStills", "directorQuotes"]);

// The seed's festival strategy names the first and the last festival's months: one sentence instead.
const texts = parseDocument(textOf("texts"));
texts.set(
  "festivalStrategy",
  texts.createNode({ en: "{title} opens its festival run in 2026.\n", es: "{title} empieza su recorrido por festivales en 2026.\n" }),
);
const withoutMonths = { find: textOf("texts"), replace: texts.toString() };

describe("a new film's content, with no festival and no photo from the set yet", () => {
  it("is accepted, the fact check's counts at none", async () => {
    const { files, problems } = withEdits({ festivals: noFestivals, stills: noPhotos, texts: withoutMonths });
    expect(problems).toEqual([]);
    expect(await contentProblems({ uploadsDir, files })).toEqual([]);
    for (const lang of ["en", "es"] as const) expect(factProblems(filmStrings(files, lang), canonFrom(files, lang), lang)).toEqual([]);
    expect(canonFrom(files)).toMatchObject({ submissions: 0, targetFestivals: 0 });
  });

  it("refuses a text naming the first or last festival's month while none is listed, rather than print the placeholder", () => {
    const { problems } = withEdits({ festivals: noFestivals });
    const at = `content/texts.yaml:${lineOf("texts", "festivalStrategy:") + 1}`;
    const said = (name: string, which: string) =>
      `${at}: {${name}} is the ${which} festival's notificationDate, but content/festivals.yaml lists no festival yet; write the text without it until it lists one`;
    expect(problems).toEqual(expect.arrayContaining([said("firstNotification", "first"), said("lastNotification", "last")]));
  });
});
