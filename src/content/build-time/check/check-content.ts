// The whole content check, from the files' texts: what the build refuses, and what the editor
// refuses before it saves (admin/content-check.ts gives it the draft and the other files as the
// git host has them). One implementation: a rule added here is in both at once.
import type { Collections } from "../registry.ts";
import { contentRuleProblems, type Surroundings } from "./content-rules.ts";
import { readTexts, type LoadedFiles } from "./read-texts.ts";

/**
 * Every problem of the content files `texts` (by collection name): each file's own (YAML, both
 * languages, placeholders, schema), then, when none has one, the rules across files and fields.
 * Each problem starts with its file and, where it has one, its line: `content/film.yaml:12: ...`.
 */
export function checkContent(
  texts: Record<string, string>,
  registry: Collections,
  surroundings: Surroundings,
): { files: LoadedFiles; problems: string[] } {
  const read = readTexts(texts, registry);
  if (read.problems.length > 0) return read;
  return { files: read.files, problems: contentRuleProblems(read.files, surroundings) };
}
