// A schema's problem in words the film's team can act on, on the line of the value it is about:
// `content/festivals.yaml:42: status "Oficial Selection" is not one of: ...`.
import { isMap, isNode, isScalar, type Document, type LineCounter } from "yaml";
import type { z } from "zod";
import { oneLanguageOnly, textCodes } from "../schema/localized-text.ts";
import { languageNameOf, languages } from "../../../lib/languages.ts";

/** How a value reads in a message: text in quotes, lists and groups by what they are. */
function shown(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  if (Array.isArray(value)) return "a list";
  if (value === null || value === undefined) return "empty";
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

const kinds: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "yes or no (true or false)",
  array: "a list",
  object: "a group of fields",
};

/** The field a problem is about: the last name in its path ("status"), with the language of a text ("tagline (Spanish)"). */
function fieldName(issuePath: PropertyKey[]): string {
  const names = issuePath.filter((p): p is string => typeof p === "string");
  const last = names.at(-1);
  if (last !== undefined && textCodes.includes(last)) return `${names.at(-2) ?? "the text"} (${languageNameOf(last)})`;
  return last ?? "the file";
}

/**
 * The line of the value at `at` or, when it is missing, of the nearest thing that is there. A
 * path ending in a language ("en", "fr") finds that language's text also where the path runs on
 * into it (a paragraph of a long text: synopsis, 1, es).
 */
export function lineOf(doc: Document, lines: LineCounter, at: PropertyKey[]): number {
  const end = at.at(-1);
  const lang = typeof end === "string" && textCodes.includes(end) ? end : undefined;
  for (let n = at.length; n >= 0; n--) {
    if (lang !== undefined && n < at.length - 1) {
      const group = doc.getIn(at.slice(0, n) as (string | number)[], true);
      const text = isMap(group) ? group.items.find((p) => isScalar(p.key) && p.key.value === lang) : undefined;
      if (isNode(text?.key) && text.key.range) return lines.linePos(text.key.range[0]).line;
    }
    // A field's line is its name's ("keyCrew:"), also when its list starts on the next line.
    const parent = n > 0 ? doc.getIn(at.slice(0, n - 1) as (string | number)[], true) : undefined;
    const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === at[n - 1]) : undefined;
    const node = isNode(pair?.key) ? pair.key : doc.getIn(at.slice(0, n) as (string | number)[], true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

export function describe(issue: z.core.$ZodIssue, value: unknown): string {
  // A rule across fields (festivals.yaml's laurels) says what is wrong in a whole sentence.
  if (issue.code === "custom" && issue.params?.sentence === true) return issue.message;
  const field = fieldName(issue.path);
  if (value === undefined && issue.code !== "unrecognized_keys") return `${field} is missing`;
  switch (issue.code) {
    case "invalid_value":
      return `${field} ${shown(value)} is not one of: ${issue.values.map(String).join(", ")}`;
    case "invalid_type":
      if (issue.message === oneLanguageOnly) return `${field} ${oneLanguageOnly}`;
      return `${field} should be ${kinds[issue.expected] ?? issue.expected}, not ${shown(value)}`;
    case "custom":
      return `${field} ${issue.message}`;
    case "invalid_union":
      return `${field} should be a text, or ${languages.length === 1 ? "a text under" : "a text in each language, under"} ${languages.map((l) => `${l}:`).join(" ")}, not ${shown(value)}`;
    case "unrecognized_keys":
      // A text's line in a language the site does not list (kept after the language left the list, or a typo).
      if (issue.keys.length === 1 && textCodes.includes(issue.keys[0]!))
        return `"${issue.keys[0]}" is a text in ${languageNameOf(issue.keys[0]!)}, which content/site.yaml does not list among the site's languages; remove the line, or add the language there`;
      return `${issue.keys.map((k) => `"${k}"`).join(", ")} ${issue.keys.length === 1 ? "is not a field" : "are not fields"} here (check the spelling)`;
    case "too_small":
    case "too_big":
      if (Array.isArray(value)) {
        const limit = issue.code === "too_small" ? issue.minimum : issue.maximum;
        const need = issue.exact ? `exactly ${limit}` : issue.code === "too_small" ? `at least ${limit}` : `at most ${limit}`;
        return `${field} has ${value.length} ${value.length === 1 ? "entry" : "entries"}; it needs ${need}`;
      }
      if (typeof value === "string") return `${field} ${issue.message}`;
      return `${field} ${shown(value)}: ${issue.message}`;
    default:
      return `${field} ${shown(value)} ${issue.message}`;
  }
}

/** The report a content problem fails the build (or fills the dev server's overlay) with. */
export { problemReport } from "./problem-report.ts";
