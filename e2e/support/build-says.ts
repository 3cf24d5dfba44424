// What the build's content check says of a fixture site's content with one file replaced: the
// words the editor must give at the field before saving, asked of the build's own check, with
// what that site's build knows of its uploads, pages and files (its admin/check.json).
import { checkContent } from "#src/content/build-time/check/check-content.ts";
import { collectionsWith } from "#src/content/build-time/registry.ts";
import type { CheckData } from "../../admin/draft-check.ts";
import { readProblem } from "../../admin/problem-places.ts";
import { repositoryOf } from "./editor.ts";
import type { Site } from "./sites.ts";

/** The problems' words of `site`'s content with `file` written as `text`. */
export function buildSays(site: Site, file: string, text: string): string[] {
  const data = site.json<CheckData>("build/client/admin/check.json");
  const registry = collectionsWith(data.wordsFiles);
  const repository = repositoryOf(site);
  const texts = Object.fromEntries(Object.entries(registry).map(([name, c]) => [name, c.file === file ? text : repository[c.file]!]));
  const files = new Set(data.files);
  const surroundings = { pages: data.pages, isFile: (p: string) => files.has(p), origin: data.origin };
  const { problems } = checkContent(texts, registry, { uploads: data.uploads, site: surroundings });
  return problems.map((p) => readProblem(p).words);
}
