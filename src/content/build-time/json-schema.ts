// A content schema as JSON Schema, the one form both the content editor's forms (scripts/admin/)
// and code editors (VS Code, through each content file's yaml-language-server line) read: made by
// zod from the same schemas the build checks with, never written a second time.
import { z } from "zod";

type Json = { [key: string]: unknown };
/** A node of the JSON Schema zod writes, with the messages of its zod checks (`x-messages`, `x-error`). */
export type JsonSchemaNode = Json & {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  enum?: string[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchemaNode | boolean;
  "x-messages"?: Record<string, string>;
  "x-error"?: string;
  /** How the editor shows a text (the schema's `meta`): "image" is a file of content/uploads. */
  "x-widget"?: string;
  /** The fields naming an entry of a list (schema/identity.ts). */
  "x-identity"?: string[];
};

/** The error message a zod check gives, as the build's check words it. */
function message(error: unknown): string | undefined {
  if (typeof error === "string") return error;
  if (typeof error === "function") {
    const m = (error as (issue: object) => unknown)({ code: "invalid_type", input: undefined });
    return typeof m === "string" ? m : ((m as { message?: string } | undefined)?.message ?? undefined);
  }
  return undefined;
}

/**
 * A schema's JSON Schema (its input, as written in the file), each check's message kept beside it.
 * Code editors read draft-07 (the YAML language server's version); the content editor the latest.
 */
export function jsonSchemaOf(schema: z.ZodType, target: "draft-2020-12" | "draft-07" = "draft-2020-12"): JsonSchemaNode {
  return z.toJSONSchema(schema, {
    target,
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const def = (
        zodSchema as unknown as { _zod: { def: { checks?: { _zod: { def: { check: string; error?: unknown } } }[]; error?: unknown } } }
      )._zod.def;
      const messages: Record<string, string> = {};
      for (const check of def.checks ?? []) {
        const m = message(check._zod.def.error);
        if (m) messages[check._zod.def.check] = m;
      }
      if (Object.keys(messages).length > 0) (jsonSchema as JsonSchemaNode)["x-messages"] = messages;
      const error = message(def.error);
      if (error) (jsonSchema as JsonSchemaNode)["x-error"] = error;
    },
  }) as JsonSchemaNode;
}
