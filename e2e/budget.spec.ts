import { readFileSync } from "node:fs";
import path from "node:path";
import { firstLoadJsBytes, firstLoadScripts } from "../scripts/lib/first-load.ts";
import { expect, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";

// The code's budget, on the seed's site (today's content frozen): the bytes of Home's first load
// include the content the page's script carries, so they are judged on content that does not
// move (e2e/live/budget.spec.ts checks what the site of content/ loads up front).
const HOME_BUDGET = 130 * 1024; // gzip, React and the router included: the site opens at once on a phone

// In each language: a visitor downloads their own language's texts only.
for (const home of ["/", "/es/"]) {
  test(`Home's first-load JavaScript fits 130 KB gzip (${home})`, () => {
    const bytes = firstLoadJsBytes(home, seed.client);
    expect(bytes, `${Math.round(bytes / 1024)} KB`).toBeLessThanOrEqual(HOME_BUDGET);
  });
}

test("the Spanish Home loads none of the English texts, nor the English Home the Spanish", () => {
  const text = (home: string) =>
    firstLoadScripts(home, seed.client)
      .map((s) => readFileSync(path.join(seed.client, s.file), "utf8"))
      .join("\n");
  const [en, es] = [text("/"), text("/es/")];
  const tagline = (lang: string) => seed.generated<{ tagline: string }>(lang, "film.json").tagline;
  expect(es).toContain(tagline("es"));
  expect(es).not.toContain(tagline("en"));
  expect(en).toContain(tagline("en"));
  expect(en).not.toContain(tagline("es"));
});
