import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "#src/content/build-time/json-schema.ts";
import { collections } from "#src/content/build-time/collections.ts";
import { identitiesOf } from "#src/content/build-time/schema/identity.ts";
import { shapesOf } from "../scripts/admin/config.ts";
import { fromFile, toFile } from "./content-format.ts";
import { mergeDraft, type Trees } from "./merge-draft.ts";
import { clashRefusal } from "./merge-words.ts";

// Two people edit the seed fixture's festivals.yaml (today's content, frozen), each from the file
// as they opened it; the first saves, then the second.
const festivals = Object.values(collections).find((c) => c.file === "content/festivals.yaml")!;
const opened = readFileSync(path.resolve(import.meta.dirname, "../fixtures/seed", festivals.file), "utf8");
const schema = jsonSchemaOf(festivals.schema);
const shapes = shapesOf(schema);
const identities = identitiesOf(schema);
type Submission = { name: string; status: string; judgingStatus: string; notes?: string };
const submissions = (t: Trees, lang: "en" | "es") => t[lang]!.submissions as Submission[];
const read = (text: string) => fromFile(text, shapes).content;
/** One person's edit of the file as they opened it: `change` runs on both languages' trees. */
const edit = (text: string, change: (t: Trees) => void) => {
  const content = structuredClone(read(text));
  change(content);
  return content;
};
/** The same change in both languages. */
const inBoth = (change: (list: Submission[]) => void) => (t: Trees) => {
  for (const lang of ["en", "es"] as const) change(submissions(t, lang));
};
/** A person's save: their content written into the file they opened. */
const saved = (text: string, content: Trees) => toFile(fromFile(text).doc, content, shapes, identities);
const merge = (mine: Trees, theirs: Trees, seen?: Set<string>) => mergeDraft(read(opened), mine, theirs, { identities, seen });
const byName = (t: Trees, name: string) => submissions(t, "en").find((s) => s.name === name)!;
const statuses = (t: Trees) => submissions(t, "en").map((s) => s.judgingStatus);
const otherStatus = (status: string) => (status === "Official Selection" ? "Not Selected" : "Official Selection");
/** The lines of `b` that are not in `a`, and the lines of `a` that are not in `b`, each as often as it differs. */
const lineDiff = (a: string, b: string) => {
  const count = (text: string) => text.split("\n").reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map<string, number>());
  const [x, y] = [count(a), count(b)];
  const more = (p: Map<string, number>, q: Map<string, number>) =>
    [...p].flatMap(([l, n]) => Array<string>(Math.max(0, n - (q.get(l) ?? 0))).fill(l));
  return { added: more(y, x), removed: more(x, y) };
};

const [first, second, third] = submissions(read(opened), "en");
const [leeds, seville, sundance] = [first!.name, second!.name, third!.name];

describe("two people saving the same file", () => {
  const firstSave = edit(
    opened,
    inBoth((list) => {
      list[0]!.judgingStatus = otherStatus(list[0]!.judgingStatus);
    }),
  );
  const afterFirst = saved(opened, firstSave);

  it("keeps the first person's change and adds the second's, each on its own line", () => {
    const secondSave = edit(
      opened,
      inBoth((list) => {
        list[1]!.judgingStatus = otherStatus(list[1]!.judgingStatus);
      }),
    );
    const { merged, clashes } = merge(secondSave, read(afterFirst));
    expect(clashes).toEqual([]);
    expect(statuses(merged)).toEqual([...statuses(firstSave).slice(0, 1), ...statuses(secondSave).slice(1)]);
    // Written over the file as it is now: the lines the second person's edit changes alone.
    expect(lineDiff(afterFirst, saved(afterFirst, merged))).toEqual(lineDiff(opened, saved(opened, secondSave)));
    expect(lineDiff(opened, saved(opened, secondSave)).added.length).toBeGreaterThan(0);
  });

  it("keeps a submission each added, theirs first", () => {
    const added = (name: string) => inBoth((list) => void list.push({ ...list[0]!, name }));
    const { merged, clashes } = merge(edit(opened, added("Second Festival")), edit(opened, added("First Festival")));
    expect(clashes).toEqual([]);
    expect(
      submissions(merged, "en")
        .slice(-2)
        .map((s) => s.name),
    ).toEqual(["First Festival", "Second Festival"]);
    expect(submissions(merged, "es")).toHaveLength(submissions(read(opened), "es").length + 2);
  });

  it("refuses to choose between two new values of one field, naming the entry and the field; seen once, the second person's stands", () => {
    const secondSave = edit(opened, (t) => {
      submissions(t, "en")[0]!.judgingStatus = "Winner";
    });
    const { clashes } = merge(secondSave, read(afterFirst));
    expect(clashes).toMatchObject([
      {
        kind: "both-changed",
        lang: "en",
        at: ["submissions", { entry: leeds }, "judgingStatus"],
        mine: "Winner",
        theirs: statuses(firstSave)[0],
      },
    ]);
    expect(clashRefusal(clashes)).toContain(
      `Submissions › ${leeds} › Judging status (English) now reads "${statuses(firstSave)[0]}"; yours, "Winner".`,
    );
    // The second save of the same draft, its owner having read the refusal.
    const again = merge(secondSave, read(afterFirst), new Set(clashes.map((c) => c.id)));
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
    const { merged, clashes } = merge(withEmptyNotes, theirs);
    expect(clashes).toEqual([]);
    expect(submissions(merged, "en")[0]!.notes).toBe("Screener sent on request.");
  });
});

describe("a change lands on its own entry, wherever the other save moved it", () => {
  const selected = otherStatus(first!.status);
  // The second person marks the first festival selected.
  const marksFirst = edit(
    opened,
    inBoth((list) => {
      list[0]!.status = selected;
    }),
  );

  it("when the other save moved a festival to the top", () => {
    const theirsText = saved(
      opened,
      edit(
        opened,
        inBoth((list) => list.unshift(...list.splice(2, 1))),
      ),
    );
    const { merged, clashes } = merge(marksFirst, read(theirsText));
    expect(clashes).toEqual([]);
    expect(byName(merged, leeds).status).toBe(selected);
    expect(byName(merged, sundance).status).toBe(third!.status);
    expect(
      submissions(merged, "en")
        .map((s) => s.name)
        .slice(0, 3),
    ).toEqual([sundance, leeds, seville]);
    // Over the file as it is now, the one status line changes.
    expect(lineDiff(theirsText, saved(theirsText, merged))).toEqual({
      added: [`    status: ${selected}`],
      removed: [`    status: ${first!.status}`],
    });
  });

  it("when the other save added a festival at the top", () => {
    const berlin = { ...first!, name: "Berlin International Film Festival" };
    const theirs = edit(
      opened,
      inBoth((list) => list.unshift({ ...berlin })),
    );
    const { merged, clashes } = merge(marksFirst, theirs);
    expect(clashes).toEqual([]);
    expect(submissions(merged, "en")[0]).toEqual(berlin);
    expect(byName(merged, leeds).status).toBe(selected);
  });

  it("when the other save removed a festival, and this one changed another", () => {
    const theirs = edit(
      opened,
      inBoth((list) => list.splice(1, 1)),
    );
    const mine = edit(
      opened,
      inBoth((list) => {
        list[2]!.status = selected;
      }),
    );
    const { merged, clashes } = merge(mine, theirs);
    expect(clashes).toEqual([]);
    expect(submissions(merged, "en").map((s) => s.name)).not.toContain(seville);
    expect(byName(merged, sundance).status).toBe(selected);
    expect(submissions(merged, "en")).toHaveLength(submissions(theirs, "en").length);
  });
});

describe("an entry one save changed and the other removed", () => {
  const withoutSeville = edit(
    opened,
    inBoth((list) => list.splice(1, 1)),
  );
  const sevilleSelected = edit(
    opened,
    inBoth((list) => {
      list[1]!.status = otherStatus(second!.status);
    }),
  );

  it("is refused once, naming the entry and the change; saved again, it is put back with the change", () => {
    const { clashes } = merge(sevilleSelected, withoutSeville);
    expect(clashes).toMatchObject([{ kind: "removed-by-theirs", at: ["submissions", { entry: seville }], fields: ["status"] }]);
    const words = clashRefusal(clashes);
    expect(words).toContain(`${seville} (Submissions) was removed by the other save; your change to its status`);
    expect(words).toContain("Save again to put it back with your change");
    const again = merge(sevilleSelected, withoutSeville, new Set(clashes.map((c) => c.id)));
    expect(again.clashes).toEqual([]);
    expect(submissions(again.merged, "en").map((s) => s.name)).toEqual(submissions(sevilleSelected, "en").map((s) => s.name));
    expect(byName(again.merged, seville).status).toBe(otherStatus(second!.status));
  });

  it("is refused once when this save removed what the other changed; saved again, it is removed", () => {
    const { clashes } = merge(withoutSeville, sevilleSelected);
    expect(clashes).toMatchObject([{ kind: "removed-by-mine", at: ["submissions", { entry: seville }], fields: ["status"] }]);
    expect(clashRefusal(clashes, "es")).toContain(`La otra persona ha cambiado ${seville} (Submissions) («Status») y tú lo has quitado.`);
    const again = merge(withoutSeville, sevilleSelected, new Set(clashes.map((c) => c.id)));
    expect(again.clashes).toEqual([]);
    expect(submissions(again.merged, "en").map((s) => s.name)).not.toContain(seville);
  });

  it("is one entry when both added it alike, and a clash at its field when they differ", () => {
    const added = (city: string) => inBoth((list) => void list.push({ ...first!, name: "Tallinn Black Nights", city } as Submission));
    const alike = merge(edit(opened, added("Tallinn")), edit(opened, added("Tallinn")));
    expect(alike.clashes).toEqual([]);
    expect(submissions(alike.merged, "en").filter((s) => s.name === "Tallinn Black Nights")).toHaveLength(1);
    const differ = merge(edit(opened, added("Tallinn")), edit(opened, added("Tallin")));
    // A city written once is one value for both languages: one clash.
    expect(differ.clashes).toMatchObject([
      { kind: "both-changed", at: ["submissions", { entry: "Tallinn Black Nights" }, "city"], mine: "Tallinn" },
    ]);
    expect(clashRefusal(differ.clashes)).toContain('Submissions › Tallinn Black Nights › City now reads "Tallin"; yours, "Tallinn".');
  });
});

describe("one person's save", () => {
  it("moves a festival by moving its lines, comments and all", () => {
    const commented = opened.replace(`  - name: ${sundance}`, `  # Confirmed by e-mail.\n  - name: ${sundance}`);
    const moved = saved(
      commented,
      edit(
        commented,
        inBoth((list) => list.unshift(...list.splice(2, 1))),
      ),
    );
    expect(lineDiff(commented, moved)).toEqual({ added: [], removed: [] });
    expect(moved.indexOf("# Confirmed by e-mail.")).toBeLessThan(moved.indexOf(`- name: ${leeds}`));
    expect(moved.indexOf("# Confirmed by e-mail.")).toBe(moved.indexOf(`- name: ${sundance}`) - "# Confirmed by e-mail.\n  ".length);
  });
});

describe("two people saving a file of three languages", () => {
  const langs = ["fr", "en", "de"];
  type Festival = { name: string; status: string; note: string };
  const names: Record<string, [string, string]> = {
    fr: ["Festival A", "Festival B"],
    en: ["A Festival", "B Festival"],
    de: ["A-Festspiele", "B-Festspiele"],
  };
  /** The file as opened: two festivals, each named and noted in each language, its status the same in all. */
  const opened3 = (): Trees =>
    Object.fromEntries(
      langs.map((lang) => [
        lang,
        {
          list: names[lang]!.map((name, i): Festival => ({
            name,
            status: i === 0 ? "Official Selection" : "Winner",
            note: `${lang} ${i}`,
          })),
        },
      ]),
    );
  const list = (t: Trees, lang: string) => t[lang]!.list as Festival[];
  const merge3 = (mine: Trees, theirs: Trees, seen?: Set<string>) =>
    mergeDraft(opened3(), mine, theirs, { identities: { list: ["name"] }, seen, langs });

  it("keeps a change in each language, the entries known by their names in the first", () => {
    // The draft corrects the English name of the first festival and its German note; the other
    // save changed its English note and moved it below the second.
    const mine = opened3();
    list(mine, "en")[0]!.name = "The A Festival";
    list(mine, "de")[0]!.note = "de 0, neu";
    const theirs = opened3();
    for (const lang of langs) list(theirs, lang).reverse();
    list(theirs, "en")[1]!.note = "en 0, new";
    const { merged, clashes } = merge3(mine, theirs);
    expect(clashes).toEqual([]);
    expect(Object.keys(merged)).toEqual(langs);
    expect(list(merged, "fr")).toEqual([
      { name: "Festival B", status: "Winner", note: "fr 1" },
      { name: "Festival A", status: "Official Selection", note: "fr 0" },
    ]);
    expect(list(merged, "en")[1]).toEqual({ name: "The A Festival", status: "Official Selection", note: "en 0, new" });
    expect(list(merged, "de")[1]).toEqual({ name: "A-Festspiele", status: "Official Selection", note: "de 0, neu" });
  });

  it("refuses a text both changed in one language, naming its entry by the first language and its side in the editor's", () => {
    const mine = opened3();
    list(mine, "de")[0]!.note = "meine";
    const theirs = opened3();
    list(theirs, "de")[0]!.note = "ihre";
    for (const lang of langs) list(theirs, lang)[1]!.status = "Nominee";
    const { clashes } = merge3(mine, theirs);
    expect(clashes).toEqual([
      expect.objectContaining({
        kind: "both-changed",
        lang: "de",
        at: ["list", { entry: "Festival A" }, "note"],
        mine: "meine",
        theirs: "ihre",
      }),
    ]);
    expect(clashRefusal(clashes, "en")).toContain('List › Festival A › Note (German) now reads "ihre"; yours, "meine".');
    expect(clashRefusal(clashes, "es")).toContain('List › Festival A › Note (alemán) ahora dice "ihre"');
    // Seen once, the draft's words stand, and the other save's status is kept in every language.
    const again = merge3(mine, theirs, new Set(clashes.map((c) => c.id)));
    expect(again.clashes).toEqual([]);
    expect(langs.map((lang) => [list(again.merged, lang)[0]!.note, list(again.merged, lang)[1]!.status])).toEqual([
      ["fr 0", "Nominee"],
      ["en 0", "Nominee"],
      ["meine", "Nominee"],
    ]);
  });
});
