// Which entry of a list is which: the fields that name an entry (a festival by its name, a review
// by its outlet and date), stated once with the entry's schema. The editor matches the entries of
// two people's saves by them, never by where an entry stands (admin/merge-draft.ts), and writes a
// moved entry by moving its lines (admin/content-format.ts). An entry that is a value alone (a
// laurel's festival, a territory) is named by its value.
import type { z } from "zod";
import type { JsonSchemaNode } from "../json-schema.ts";
import { isTexts } from "./localized-text.ts";

/** The JSON Schema key the fields are carried under, to the editor's configuration. */
const key = "x-identity";

/** `schema`, an entry of a list, named by `fields` (in the first language, where a field is written in each). */
export const identifiedBy = <T extends z.ZodType>(schema: T, fields: readonly string[]): T => schema.meta({ [key]: [...fields] });

/** Each list of a file by its path (`submissions`, `releases.*.territories`): the fields naming its entries, none for a list of values. */
export type Identities = Record<string, string[]>;

const isText = (n: JsonSchemaNode): boolean =>
  n.type === "string" || (n.type === "object" && isTexts(n.properties ?? {})) || (n.anyOf?.every(isText) ?? false);

/**
 * The lists of a schema and what names their entries. Throws, naming the list, where a list of
 * entries with fields states none: two people's edits of it could not be told apart.
 */
export function identitiesOf(n: JsonSchemaNode, at = ""): Identities {
  const join = (k: string) => (at === "" ? k : `${at}.${k}`);
  const found: Identities = {};
  if (n.type === "array" && n.items) {
    const item = n.items;
    const fields = item[key] as string[] | undefined;
    if (fields) {
      const missing = fields.filter((f) => !item.required?.includes(f));
      if (missing.length > 0) throw new Error(`${at}: an entry is named by ${missing.join(", ")}, which an entry may leave out`);
      found[at] = fields;
    } else if (isText(item) || ["number", "integer", "boolean"].includes(item.type ?? "")) found[at] = [];
    else throw new Error(`${at}: a list of entries with fields needs the fields that name an entry (identifiedBy in its schema)`);
    Object.assign(found, identitiesOf(item, join("*")));
    return found;
  }
  for (const [k, p] of Object.entries(n.properties ?? {})) Object.assign(found, identitiesOf(p, join(k)));
  if (typeof n.additionalProperties === "object") Object.assign(found, identitiesOf(n.additionalProperties, join("*")));
  for (const a of n.anyOf ?? []) Object.assign(found, identitiesOf(a, at));
  return found;
}
