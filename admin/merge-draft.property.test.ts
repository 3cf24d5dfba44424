import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeDraft, type Clash, type Trees } from "./merge-draft.ts";

// Generated lists and two people's generated edits of them (add, remove, move, change a field in
// one language or both): whatever the edits, a change lands on its own entry, edits that do not
// meet are merged whole, and edits that meet are refused naming their entry and field. A few
// hundred cases here; MERGE_RUNS=20000 for a longer run.
const runs = Number(process.env.MERGE_RUNS ?? 300);

type Lang = "en" | "es";
type Entry = { name: string; status: string; note: Record<Lang, string> };
type Edit =
  | { op: "add"; at: number }
  | { op: "remove"; which: number }
  | { op: "move"; which: number; to: number }
  | { op: "change"; which: number; field: "status" | "note"; lang: Lang | "both" };
/** What a person did to the base's entries: the fields (`status`, `note.en`) they changed, and those they removed. */
type Done = { changed: Map<string, Set<string>>; removed: Set<string>; added: Set<string>; moved: boolean };

const identities = { list: ["name"] };
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ op: fc.constant("add" as const), at: fc.nat(8) }),
  fc.record({ op: fc.constant("remove" as const), which: fc.nat(8) }),
  fc.record({ op: fc.constant("move" as const), which: fc.nat(8), to: fc.nat(8) }),
  fc.record({
    op: fc.constant("change" as const),
    which: fc.nat(8),
    field: fc.constantFrom("status" as const, "note" as const),
    lang: fc.constantFrom("en" as const, "es" as const, "both" as const),
  }),
);
const baseArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 20 }), { maxLength: 7 })
  .map((ids) =>
    ids.map((id): Entry => ({ name: `Festival ${id}`, status: `status of ${id}`, note: { en: `note ${id}`, es: `nota ${id}` } })),
  );

/** A person's edits made, each new value and new entry theirs alone (`who` in it). */
function apply(base: Entry[], edits: Edit[], who: string): { list: Entry[]; done: Done } {
  const list = structuredClone(base);
  const baseNames = new Set(base.map((e) => e.name));
  const done: Done = { changed: new Map(), removed: new Set(), added: new Set(), moved: false };
  edits.forEach((e, n) => {
    const token = `${who} ${n}`;
    if (e.op === "add") {
      const entry = { name: `New ${token}`, status: `status ${token}`, note: { en: `note ${token}`, es: `nota ${token}` } };
      list.splice(e.at % (list.length + 1), 0, entry);
      done.added.add(entry.name);
      return;
    }
    if (list.length === 0) return;
    const i = e.which % list.length;
    const entry = list[i]!;
    if (e.op === "remove") {
      list.splice(i, 1);
      if (baseNames.has(entry.name)) done.removed.add(entry.name);
      done.added.delete(entry.name);
      done.changed.delete(entry.name);
    } else if (e.op === "move") {
      list.splice(e.to % list.length, 0, ...list.splice(i, 1));
      done.moved = true;
    } else {
      const fields = e.field === "status" ? ["status"] : e.lang === "both" ? ["note.en", "note.es"] : [`note.${e.lang}`];
      if (e.field === "status") entry.status = `status ${token}`;
      else for (const lang of e.lang === "both" ? (["en", "es"] as const) : [e.lang]) entry.note[lang] = `${lang} ${token}`;
      if (baseNames.has(entry.name))
        for (const f of fields) done.changed.set(entry.name, new Set([...(done.changed.get(entry.name) ?? []), f]));
    }
  });
  return { list, done };
}

const trees = (list: Entry[]): Trees => ({
  en: { list: list.map((e) => ({ name: e.name, status: e.status, note: e.note.en })) },
  es: { list: list.map((e) => ({ name: e.name, status: e.status, note: e.note.es })) },
});
const entries = (t: Trees) =>
  (t.en!.list as { name: string; status: string; note: string }[]).map((e, i) => ({
    ...e,
    note: { en: e.note, es: (t.es!.list as { note: string }[])[i]!.note },
  }));
/** A clash as "entry: field" ("Festival 3: status", "Festival 3: note.es"; an entry removed: "Festival 3"). */
const named = (c: Clash) => {
  const entry = (c.at[1] as { entry: string }).entry;
  if (c.kind !== "both-changed") return entry;
  return c.at[2] === "note" ? `${entry}: note.${c.lang ?? "?"}` : `${entry}: ${String(c.at[2])}${c.lang ? ` (${c.lang})` : ""}`;
};
/** The clashes the two people's edits must meet: a field both changed, an entry one changed and the other removed. */
function expectedClashes(mine: Done, theirs: Done): string[] {
  const both = [...mine.changed].flatMap(([name, fields]) =>
    [...fields].filter((f) => theirs.changed.get(name)?.has(f)).map((f) => `${name}: ${f}`),
  );
  const removed = [
    ...[...mine.changed.keys()].filter((n) => theirs.removed.has(n)),
    ...[...theirs.changed.keys()].filter((n) => mine.removed.has(n)),
  ];
  return [...both, ...removed].sort();
}

describe("the merge, on generated lists and edits", () => {
  const cases = fc.tuple(baseArb, fc.array(editArb, { maxLength: 6 }), fc.array(editArb, { maxLength: 6 }));

  it("never puts a change on an entry other than its own, and refuses exactly where the edits meet, naming entry and field", () => {
    fc.assert(
      fc.property(cases, ([base, mineEdits, theirEdits]) => {
        const mine = apply(base, mineEdits, "B");
        const theirs = apply(base, theirEdits, "A");
        const { merged, clashes } = mergeDraft(trees(base), trees(mine.list), trees(theirs.list), { identities });
        // Every value of an entry is its own: the base's, or one a person gave that entry.
        const find = (list: Entry[], name: string) => list.find((e) => e.name === name);
        for (const e of entries(merged)) {
          const own = [find(base, e.name), find(mine.list, e.name), find(theirs.list, e.name)].filter((x) => x !== undefined);
          expect(own.map((o) => o.status)).toContain(e.status);
          for (const lang of ["en", "es"] as const) expect(own.map((o) => o.note[lang])).toContain(e.note[lang]);
        }
        expect(clashes.map(named).sort()).toEqual(expectedClashes(mine.done, theirs.done));
        if (clashes.length > 0) return;
        // Edits that do not meet: both made, each entry once.
        const names = entries(merged).map((e) => e.name);
        expect(new Set(names).size).toBe(names.length);
        const kept = base.filter((e) => !mine.done.removed.has(e.name) && !theirs.done.removed.has(e.name)).map((e) => e.name);
        expect(new Set(names)).toEqual(new Set([...kept, ...mine.done.added, ...theirs.done.added]));
        for (const e of entries(merged)) {
          const from = (done: Done, list: Entry[], field: string) =>
            done.changed.get(e.name)?.has(field) ? find(list, e.name) : undefined;
          const want = (field: string, value: (x: Entry) => string) =>
            value(
              from(mine.done, mine.list, field) ??
                from(theirs.done, theirs.list, field) ??
                find(base, e.name) ??
                find(mine.list, e.name) ??
                find(theirs.list, e.name)!,
            );
          expect(e.status).toBe(want("status", (x) => x.status));
          expect(e.note).toEqual({ en: want("note.en", (x) => x.note.en), es: want("note.es", (x) => x.note.es) });
        }
        // Where the draft moved and added nothing, the file's order stands.
        if (!mine.done.moved && mine.done.added.size === 0)
          expect(names).toEqual(theirs.list.map((e) => e.name).filter((n) => names.includes(n)));
      }),
      { numRuns: runs },
    );
  });

  it("saved again after a refusal, does what the refusal said: no clash left, and still each change on its own entry", () => {
    fc.assert(
      fc.property(cases, ([base, mineEdits, theirEdits]) => {
        const mine = apply(base, mineEdits, "B");
        const theirs = apply(base, theirEdits, "A");
        const first = mergeDraft(trees(base), trees(mine.list), trees(theirs.list), { identities });
        const seen = new Set(first.clashes.map((c) => c.id));
        const { merged, clashes } = mergeDraft(trees(base), trees(mine.list), trees(theirs.list), { identities, seen });
        expect(clashes).toEqual([]);
        const names = entries(merged).map((e) => e.name);
        expect(new Set(names).size).toBe(names.length);
        for (const c of first.clashes) {
          const entry = (c.at[1] as { entry: string }).entry;
          // Put back with the draft's change, or removed as the draft removed it; a value both changed is the draft's.
          if (c.kind === "removed-by-theirs") expect(names).toContain(entry);
          if (c.kind === "removed-by-mine") expect(names).not.toContain(entry);
          if (c.kind === "both-changed") {
            const e = entries(merged).find((x) => x.name === entry)!;
            const mineEntry = mine.list.find((x) => x.name === entry)!;
            expect(c.at[2] === "status" ? e.status : e.note[c.lang as Lang]).toBe(
              c.at[2] === "status" ? mineEntry.status : mineEntry.note[c.lang as Lang],
            );
          }
        }
      }),
      { numRuns: runs },
    );
  });
});
