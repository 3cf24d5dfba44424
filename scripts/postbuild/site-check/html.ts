// html-validate, used through its API (its CLI needs Node 22's fs.globSync). The same
// configuration serves the validation and the parser the link checks read pages with, so
// both see the document the same way.
import { readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate, Parser, type ConfigData, type HtmlElement } from "html-validate";

/** The repository's rules: html-validate:recommended less what React legitimately writes (README). */
export const configFile = path.resolve(import.meta.dirname, "../../../.htmlvalidate.json");

export type HtmlTools = {
  /** One message per html-validate finding: `<page>:<line>:<column>: <message> (<rule>)`. */
  validate(html: string, page: string): string[];
  parse(html: string): HtmlElement;
};

export function htmlTools(config: ConfigData = JSON.parse(readFileSync(configFile, "utf8")) as ConfigData): HtmlTools {
  const validator = new HtmlValidate(config);
  const resolved = validator.getConfigForSync("page.html");
  return {
    validate: (html, page) =>
      validator
        .validateStringSync(html, page)
        .results.flatMap((r) => r.messages)
        .map((m) => `${page}:${m.line}:${m.column}: ${m.message} (${m.ruleId})`),
    parse: (html) => new Parser(resolved).parseHtml(html),
  };
}
