import type { APIRequestContext } from "@playwright/test";
import { expect, routes, test } from "./support/fixtures.ts";

// One source of truth: wherever a fact is shown it reads the same, and none of the values
// earlier drafts contradicted it with (14 days, 16:9, stereo, 6k, 10 festivals) appears. Reads the prerendered HTML, as a crawler would.
const contradicted = [/14 shooting days/i, /16:9/, /stereo/i, /\b6k\b/i, /£6,000/, /Submitted to 10 festivals/i, /\b10 Festivals\b/];
const canonical: Record<string, RegExp> = {
  budget: /£\d{1,3}(,\d{3})+|£\d+k/g,
  shootingDays: /(?<![\d,])\d+ (?:shooting )?days\b/gi,
  runtime: /(?<![\d,])\d+ minutes\b/gi,
};

async function pageText(request: APIRequestContext, route: string) {
  const html = await (await request.get(route)).text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

test("the decided facts read the same on every page, and no contradicted value appears", async ({ request }) => {
  const seen = { budget: new Set<string>(), shootingDays: new Set<string>(), runtime: new Set<string>() };
  for (const route of routes) {
    const text = await pageText(request, route);
    for (const bad of contradicted) expect(text, `${route} says ${bad}`).not.toMatch(bad);
    for (const key of Object.keys(canonical) as (keyof typeof canonical)[]) {
      for (const m of text.match(canonical[key]!) ?? []) seen[key as keyof typeof seen].add(m.toLowerCase());
    }
  }
  expect([...seen.budget].sort()).toEqual(["£20,000", "£20k"]);
  expect([...seen.runtime].sort()).toEqual(["15 minutes", "97 minutes"]); // the film and the documentary
  expect([...seen.shootingDays].every((d) => d.startsWith("12 "))).toBe(true);
  for (const [route, needle] of [
    ["/about", "14th–28th October 2024"],
    ["/press", "2.35:1"],
    ["/press", "5.1 Surround Sound"],
    ["/press", "19 Sept 2025"],
    ["/about", "19 Sept 2025"],
    ["/festivals", "14 Festivals"],
    ["/behind-the-scenes", "A £20,000 budget"],
  ] as const) {
    expect(await pageText(request, route), route).toContain(needle);
  }
});
