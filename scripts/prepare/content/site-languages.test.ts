import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { languagesFile, writeSiteLanguages } from "./site-languages.ts";

const roots: string[] = [];
/** A site whose content/site.yaml is `text`. */
function siteWith(text: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "site-languages-"));
  roots.push(root);
  mkdirSync(path.join(root, "content"));
  writeFileSync(path.join(root, "content/site.yaml"), text);
  return root;
}
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

describe("the build's first step", () => {
  it("writes the site's languages for the pages, the editor and the scripts", () => {
    const root = siteWith("address: https://lastwave.example\nlanguages: [en-GB, es-ES]\n");
    expect(writeSiteLanguages(root)).toEqual([]);
    const written = JSON.parse(readFileSync(path.join(root, languagesFile), "utf8")) as { code: string; ownName: string }[];
    expect(written.map((l) => [l.code, l.ownName])).toEqual([
      ["en", "English"],
      ["es", "Español"],
    ]);
  });

  it("refuses a language it cannot build, at its line, and writes nothing", () => {
    const root = siteWith("address: https://lastwave.example\nlanguages:\n  - en-GB\n  - ru\n  - es-ES\n");
    expect(writeSiteLanguages(root)).toEqual([
      "content/site.yaml:4: languages must be written in the Latin alphabet, the only one the site's fonts and PDFs set: Russian (ru) is written in the Cyrillic script, so it cannot be one of the site's languages yet",
    ]);
    expect(() => readFileSync(path.join(root, languagesFile))).toThrow();
  });

  it("asks for the list where there is none", () => {
    expect(writeSiteLanguages(siteWith("address: https://lastwave.example\n"))).toEqual([
      "content/site.yaml: languages must list the site's languages, the first at the site's root: [en-GB] for one, [en-GB, es-ES] for two",
    ]);
  });
});
