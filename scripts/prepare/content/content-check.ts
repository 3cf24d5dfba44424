// Validates every content module against its schema and each list's fixed size, and checks
// that every image it names exists and can be read; contentProblems adds the link rules
// (content-links.ts) and facts stated twice (fact-check.ts). One message per problem, each
// naming the file and the field, so a broken entry fails the build with a clear reason.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import * as shared from "../../../src/content";
import { downloadItems } from "../../../src/content/downloads";
import * as s from "../../../src/content/schema";
import { pageTitle, titleLimit } from "../../../src/routes/meta";
import { contentStrings, loadContentModules, type ContentModule } from "./content-strings";
import { canonFrom, factProblems } from "./fact-check";
import { linkProblems } from "./content-links";

const content = { ...shared, downloadItems };

type Check = { file: string; name: string; schema: z.ZodType; value: unknown };

const list = <T extends z.ZodType>(item: T, length?: number) =>
  length === undefined ? z.array(item).min(1) : z.array(item).length(length);

/**
 * Each content module's values and their schemas (the files of src/content/collections.ts are
 * checked as they are read, by load-collections.ts). Lists whose size is a fact of the film
 * (cast, crew, stills) take any number of entries, at least one, so adding a person or a still
 * is one edit of content; the press package lays out exactly six stills, two a page.
 */
export const checks: Check[] = [
  { file: "src/content/film.ts", name: "film", schema: s.filmSchema, value: content.film },
  { file: "src/content/people.ts", name: "principalCast", schema: list(s.castMemberSchema), value: content.principalCast },
  { file: "src/content/people.ts", name: "supportingCast", schema: list(s.supportingCastSchema), value: content.supportingCast },
  { file: "src/content/people.ts", name: "keyCrew", schema: list(s.crewMemberSchema), value: content.keyCrew },
  { file: "src/content/stills.ts", name: "keyArt", schema: s.imageSchema, value: content.keyArt },
  { file: "src/content/stills.ts", name: "poster", schema: s.imageSchema, value: content.poster },
  { file: "src/content/stills.ts", name: "journeyStills", schema: list(s.imageSchema), value: content.journeyStills },
  { file: "src/content/stills.ts", name: "extendedStills", schema: list(s.extendedStillSchema), value: content.extendedStills },
  { file: "src/content/stills.ts", name: "onSetPhotos", schema: list(s.imageSchema), value: content.onSetPhotos },
  { file: "src/content/stills.ts", name: "filmStills", schema: list(s.imageSchema), value: content.filmStills },
  { file: "src/content/stills.ts", name: "pressStills", schema: list(s.imageSchema, 6), value: content.pressStills },
  { file: "src/content/downloads.ts", name: "downloadItems", schema: s.downloadItemsSchema, value: content.downloadItems },
  { file: "src/content/links.ts", name: "filmDatabaseLink", schema: s.linkSchema, value: content.filmDatabaseLink },
  { file: "src/content/links.ts", name: "socialLink", schema: s.linkSchema, value: content.socialLink },
  {
    file: "src/content/links.ts",
    name: "trailerPageUrl",
    schema: z.url({ protocol: /^https$/ }),
    value: content.trailerPageUrl,
  },
  {
    file: "src/content/contact.ts",
    name: "pressContact",
    schema: z.object({
      name: z.string().min(1),
      role: z.string().min(1),
      // The link rules check both: any address and any international number a phone can dial.
      email: z.string(),
      phone: z.string(),
    }),
    value: content.pressContact,
  },
];

function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
}

export function schemaProblems(all: Check[] = checks): string[] {
  const problems: string[] = [];
  for (const c of all) {
    const result = c.schema.safeParse(c.value);
    if (result.success) continue;
    for (const issue of result.error.issues) problems.push(`${c.file}: ${c.name}${pathOf(issue)}: ${issue.message}`);
  }
  return problems;
}

/** Every image the content names, with where it is named. */
export function referencedImages(): { where: string; file: string }[] {
  const out: { where: string; file: string }[] = [];
  const add = (where: string, images: { file: string }[]) =>
    images.forEach((img, i) => out.push({ where: `${where}[${i}].file`, file: img.file }));
  out.push({ where: "src/content/stills.ts: keyArt.file", file: content.keyArt.file });
  out.push({ where: "src/content/stills.ts: poster.file", file: content.poster.file });
  add("src/content/stills.ts: journeyStills", content.journeyStills);
  add("src/content/stills.ts: extendedStills", content.extendedStills);
  add("src/content/stills.ts: onSetPhotos", content.onSetPhotos);
  add("src/content/stills.ts: filmStills", content.filmStills);
  content.principalCast.forEach((m, i) =>
    out.push({ where: `src/content/people.ts: principalCast[${i}].headshot.file`, file: m.headshot.file }),
  );
  return out;
}

export async function imageProblems(uploadsDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const ref of referencedImages()) {
    const full = path.join(uploadsDir, ref.file);
    if (!existsSync(full)) {
      problems.push(`${ref.where}: image "${ref.file}" is missing from public/uploads`);
      continue;
    }
    try {
      const meta = await sharp(full).metadata();
      if (!meta.width || !meta.height) throw new Error("no dimensions");
    } catch (error) {
      problems.push(`${ref.where}: image "${ref.file}" cannot be read (${(error as Error).message})`);
    }
  }
  return problems;
}

/** Home's title drops the tagline when the whole runs long; the film's name and year must fit. */
export function titleProblems(film: s.Film = content.film): string[] {
  const home = pageTitle("/", "", film);
  if (home.length <= titleLimit) return [];
  return [
    `src/content/film.ts: film.title: "${home}" is ${home.length} characters; a page title must fit in ${titleLimit} (search results and link previews cut the rest), so shorten the title`,
  ];
}

/** Facts that must read the same on every page and in both PDFs. */
export function consistencyProblems(): string[] {
  const problems: string[] = [...titleProblems()];
  const words = content.extendedStills.map((x) => x.category);
  if (words.some((w) => /\s/.test(w))) problems.push("src/content/stills.ts: extendedStills[].category: each category must be one word");
  if (content.film.productionEnd < content.film.productionStart)
    problems.push("src/content/film.ts: film.productionEnd: must not be before productionStart");
  const days = (Date.parse(content.film.productionEnd) - Date.parse(content.film.productionStart)) / 86_400_000 + 1;
  if (content.film.shootingDays > days)
    problems.push(
      `src/content/film.ts: film.shootingDays: ${content.film.shootingDays} days do not fit in ${content.film.productionStart} to ${content.film.productionEnd}`,
    );
  const seen = new Set<string>();
  for (const r of referencedImages()) {
    if (seen.has(r.file)) problems.push(`${r.where}: image "${r.file}" is already used elsewhere on the site`);
    seen.add(r.file);
  }
  return problems;
}

/** `<file>: <field path>` of a message. */
const fieldOf = (problem: string) => problem.split(": ").slice(0, 2).join(": ");

/**
 * Every content problem the build refuses, one message per problem. The link rules own links
 * and e-mail and phone fields: where they refuse a field, the schema's own message about the
 * same field would repeat the problem, so it is left out.
 */
export async function contentProblems(options: { uploadsDir: string; modules?: ContentModule[]; checks?: Check[] }): Promise<string[]> {
  const modules = options.modules ?? (await loadContentModules());
  const strings = contentStrings(modules);
  const links = linkProblems(strings);
  const linkFields = new Set(links.map(fieldOf));
  return [
    ...schemaProblems(options.checks).filter((p) => !linkFields.has(fieldOf(p))),
    ...consistencyProblems(),
    ...links,
    ...factProblems(strings, canonFrom(modules)),
    ...(await imageProblems(options.uploadsDir)),
  ];
}
