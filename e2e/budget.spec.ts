import { readFileSync } from "node:fs";
import path from "node:path";
import { firstLoadJsBytes, firstLoadScripts } from "../scripts/lib/first-load.ts";
import { expect, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";

// The code's budget, on the seed's site (today's content frozen): the bytes of Home's first load
// include the content the page's script carries, so they are judged on content that does not
// move (e2e/live/budget.spec.ts checks what the site of content/ loads up front).
// Gzip, React DOM included (66 KB of it). Only the islands hydrate (src/islands.ts), each loading
// the content modules it uses, not the content index: 80.8 KB in English (128.9 KB when the whole
// page hydrated), 30 KB under the old budget of 130 KB, and room to grow.
const HOME_BUDGET = 100 * 1024;

// In each language: a visitor downloads their own language's texts only.
for (const home of ["/", "/es/"]) {
  test(`Home's first-load JavaScript fits 100 KB gzip (${home})`, () => {
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
  // The words of the navigation's menu button, which the navigation's island carries.
  const openMenu = (lang: string) => seed.generated<{ layout: { openMenu: string } }>(lang, "words/common.json").layout.openMenu;
  expect(openMenu("en")).not.toBe(openMenu("es"));
  expect(es).toContain(openMenu("es"));
  expect(es).not.toContain(openMenu("en"));
  expect(en).toContain(openMenu("en"));
  expect(en).not.toContain(openMenu("es"));
});
