import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "#src/content/build-time/json-schema.ts";
import { collections } from "#src/content/build-time/collections.ts";
import { shapesOf } from "../scripts/admin/config.ts";
import { fromFile, toFile } from "./content-format.ts";
import { mergeDraft, seenClashes, type Trees } from "./merge-draft.ts";

// Two people edit the seed fixture's festivals.yaml (today's content, frozen), each from the file
// as they opened it; the first saves, then the second.
const festivals = Object.values(collections).find((c) => c.file === "content/festivals.yaml")!;
const opened = readFileSync(path.resolve(import.meta.dirname, "../fixtures/seed", festivals.file), "utf8");
const shapes = shapesOf(jsonSchemaOf(festivals.schema));
type Submission = { name: string; judgingStatus: string; notes?: string };
const submissions = (t: Trees, lang: "en" | "es") => t[lang]!.submissions as Submission[];
const read = (text: string) => fromFile(text, shapes).content;
/** One person's edit of the file as they opened it: `change` runs on both languages' trees. */
const edit = (text: string, change: (t: Trees) => void) => {
  const content = structuredClone(read(text));
  change(content);
  return content;
};
const statuses = (t: Trees) => submissions(t, "en").map((s) => s.judgingStatus);
const otherStatus = (status: string) => (status === "Official Selection" ? "Not Selected" : "Official Selection");

describe("two people saving the same file", () => {
  const first = edit(opened, (t) => {
    for (const lang of ["en", "es"] as const) submissions(t, lang)[0]!.judgingStatus = otherStatus(submissions(t, lang)[0]!.judgingStatus);
  });
  // The first save: the file as the second person's editor reads it again before saving.
  const afterFirst = toFile(fromFile(opened).doc, first, shapes);

  it("keeps the first person's change and adds the second's, each on its own line", () => {
    const second = edit(opened, (t) => {
      for (const lang of ["en", "es"] as const)
        submissions(t, lang)[1]!.judgingStatus = otherStatus(submissions(t, lang)[1]!.judgingStatus);
    });
    const { merged, clashes } = mergeDraft(read(opened), second, read(afterFirst));
    expect(clashes).toEqual([]);
    expect(statuses(merged)).toEqual([...statuses(first).slice(0, 1), ...statuses(second).slice(1)]);
    // Written over the file as it is now: the lines the second person's edit changes alone, no more, no fewer.
    const saved = toFile(fromFile(afterFirst).doc, merged, shapes);
    const secondAlone = toFile(fromFile(opened).doc, second, shapes);
    const changed = (a: string, b: string) => b.split("\n").flatMap((line, i) => (line === a.split("\n")[i] ? [] : [`${i + 1}: ${line}`]));
    expect(changed(afterFirst, saved)).toEqual(changed(opened, secondAlone));
    expect(changed(opened, saved)).toEqual(
      [...changed(opened, afterFirst), ...changed(opened, secondAlone)].sort((a, b) => parseInt(a) - parseInt(b)),
    );
    expect(changed(opened, secondAlone).length).toBeGreaterThan(0);
  });

  it("keeps a submission each added, theirs first", () => {
    const added = (name: string) => (t: Trees) => {
      for (const lang of ["en", "es"] as const) submissions(t, lang).push({ ...submissions(t, lang)[0]!, name });
    };
    const theirs = edit(opened, added("First Festival"));
    const { merged, clashes } = mergeDraft(read(opened), edit(opened, added("Second Festival")), theirs);
    expect(clashes).toEqual([]);
    expect(
      submissions(merged, "en")
        .slice(-2)
        .map((s) => s.name),
    ).toEqual(["First Festival", "Second Festival"]);
    expect(submissions(merged, "es")).toHaveLength(submissions(read(opened), "es").length + 2);
  });

  it("refuses to choose between two new values of one field, and names both; seen once, the second person's stands", () => {
    const second = edit(opened, (t) => {
      submissions(t, "en")[0]!.judgingStatus = "Winner";
    });
    const base = read(opened);
    const { clashes } = mergeDraft(base, second, read(afterFirst));
    expect(clashes).toEqual([{ lang: "en", path: ["submissions", 0, "judgingStatus"], mine: "Winner", theirs: statuses(first)[0] }]);
    // The second save of the same draft, its owner having seen the other's value.
    const again = mergeDraft(seenClashes(base, clashes), second, read(afterFirst));
    expect(again.clashes).toEqual([]);
    expect(statuses(again.merged)[0]).toBe("Winner");
  });

  it("takes a field the form holds empty where the file has none as unchanged", () => {
    const withEmptyNotes = edit(opened, (t) => {
      for (const s of submissions(t, "en")) s.notes ??= "";
    });
    const theirs = edit(opened, (t) => {
      submissions(t, "en")[0]!.notes = "Screener sent on request.";
      submissions(t, "es")[0]!.notes = "Copia de visionado enviada a petición.";
    });
    const { merged, clashes } = mergeDraft(read(opened), withEmptyNotes, theirs);
    expect(clashes).toEqual([]);
    expect(submissions(merged, "en")[0]!.notes).toBe("Screener sent on request.");
  });
});
