// The two readers of structured data ship JavaScript without types; the little the tests use of them.
declare module "@marbec/web-auto-extractor" {
  /** What a page holds, by syntax and then by root type: `jsonld.Movie[0]`. */
  export type Extracted = { jsonld: Record<string, Record<string, unknown>[]>; errors?: unknown[] };
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Extracted;
  }
}

declare module "@adobe/structured-data-validator" {
  import type { Extracted } from "@marbec/web-auto-extractor";
  export type Issue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    errorType?: string;
    rootType: string;
    path?: unknown[];
    fieldNames?: string[];
  };
  export default class Validator {
    constructor(schemaOrgJson: unknown);
    validate(extracted: Extracted): Promise<Issue[]>;
  }
}
