// The build's content check, run by the editor on a draft before it is saved: the file being
// edited as it would be written (content-format.ts), the other files as the editor read them
// from the git host (or the folder, with `npm run edit`), and what the build told the editor of
// the rest (check.json: the words files, the names in content/uploads, the site's pages and files).
import { parseDocument } from "yaml";
import { checkContent } from "#src/content/build-time/check/check-content.ts";
import { collectionsWith, type Collections } from "#src/content/build-time/registry.ts";
import { toFile, type Shapes } from "./content-format.ts";
import { placeProblems, type Placed } from "./problem-places.ts";
import { languages, type Lang } from "./sides.ts";

/** What the build writes for the editor's check (scripts/admin/write-admin.ts). */
export type CheckData = {
  wordsFiles: string[];
  uploads: string[];
  pages: string[];
  files: string[];
  origin: string;
  /** The repository the editor saves to, "owner/name": the editor asks the git host whether it is public. */
  repository?: string;
};

/** The result of checking one draft: its problems at their fields, and those shown at the top of the file. */
export type DraftProblems = { text: string; placed: Placed[]; elsewhere: string[]; all: string[] };

/**
 * The draft with each photo it names by its name in content/uploads, and those names. A photo is
 * picked from content/uploads or uploaded into it with the entry (the picker offers nothing else),
 * so each is there once saved; one just uploaded has a temporary address until then, and stands
 * here under a name of its own.
 */
export function withPhotoNames(
  draft: Partial<Record<Lang, Record<string, unknown>>>,
  shapes: Shapes,
): { content: Partial<Record<Lang, Record<string, unknown>>>; photos: string[] } {
  const photos = new Set<string>();
  const temporary = new Map<string, string>();
  const walk = (value: unknown, at: string[]): unknown => {
    if (typeof value === "string" && shapes[at.join(".")] === "image") {
      const name = value.startsWith("blob:")
        ? (temporary.get(value) ?? temporary.set(value, `new-photo-${temporary.size + 1}.jpg`).get(value)!)
        : value.slice(value.lastIndexOf("/") + 1);
      if (name) photos.add(name);
      return name;
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, [...at, "*"]));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...at, k])]));
    return value;
  };
  const content = Object.fromEntries(Object.entries(draft).map(([lang, tree]) => [lang, walk(tree, [])])) as Partial<
    Record<Lang, Record<string, unknown>>
  >;
  return { content, photos: [...photos] };
}

/** `value` with every group's fields in one order: the two sides give the same draft in their own. */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;

export class DraftCheck {
  private readonly registry: Collections;
  private readonly names: Map<string, string>;
  /** Each file's text as the editor last read or saved it, by its path (content/festivals.yaml). */
  private readonly texts = new Map<string, string>();
  private last: { key: string; result: DraftProblems } | undefined;
  /** Counts the files read or saved: a draft is checked again against another file saved since. */
  private version = 0;

  private readonly data: CheckData;

  constructor(data: CheckData) {
    this.data = data;
    this.registry = collectionsWith(data.wordsFiles);
    this.names = new Map(Object.entries(this.registry).map(([name, c]) => [c.file, name]));
  }

  /** The editor read, or saved, `file` as `text`: the other drafts are checked against it. */
  noteFile(file: string, text: string): void {
    this.texts.set(file, text);
    this.version++;
  }

  /** The festivals of festivals.yaml as the editor read it, by their names in `reference` (the site's first language): a screening names one. */
  festivalNames(reference: Lang = languages[0]!): string[] {
    const file = this.registry.festivals.file;
    const data = parseDocument(this.texts.get(file) ?? "").toJS() as { submissions?: { name?: string | Record<Lang, string> }[] } | null;
    return (data?.submissions ?? []).map((s) => (typeof s.name === "string" ? s.name : (s.name?.[reference] ?? ""))).filter(Boolean);
  }

  /**
   * The problems of `file` if it were saved with `content` (the editor's tree per language, as its
   * format gets it): every rule the build applies, on this file and the others as they are.
   */
  check(file: string, draft: Partial<Record<Lang, Record<string, unknown>>>, shapes: Shapes): DraftProblems {
    const original = this.texts.get(file) ?? "{}\n";
    // In one order of fields, whichever side asks: the text, and so each problem's line, is the same.
    const same = sorted(draft) as typeof draft;
    const key = JSON.stringify([file, same, this.version]);
    if (this.last?.key === key) return this.last.result;
    const { content, photos } = withPhotoNames(same, shapes);
    const text = toFile(parseDocument(original), content, shapes);
    // Every file is read when the editor starts; one it could not read is said, not guessed at.
    const unread = [...this.names.keys()].filter((f) => f !== file && !this.texts.has(f));
    if (unread.length > 0) {
      const all = unread.map((f) => `${f}: the editor could not read this file; reload the editor before saving`);
      const result = { text, placed: [], elsewhere: all, all };
      this.last = { key, result };
      return result;
    }
    const texts = Object.fromEntries([...this.names].map(([f, name]) => [name, f === file ? text : this.texts.get(f)!]));
    const files = new Set(this.data.files);
    const { problems } = checkContent(texts, this.registry, {
      uploads: [...new Set([...this.data.uploads, ...photos])].sort(),
      site: { pages: this.data.pages, isFile: (p) => files.has(p), origin: this.data.origin },
    });
    const result = { text, ...placeProblems(problems, file, text), all: problems };
    this.last = { key, result };
    return result;
  }
}
