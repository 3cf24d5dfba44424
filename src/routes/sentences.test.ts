import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { pages } from "../config/pages.ts";
import * as facts from "../content/facts.ts";

// Sentences the site writes from the facts read as written English: a number that qualifies a
// noun is a compound adjective ("a 97-minute melodrama", "a 15-minute documentary"), while a
// quantity standing alone keeps its plural ("Runtime: 97 minutes", "12 days").

const units = "seconds?|minutes?|hours?|days?|weeks?|months?|years?";
// Words that may follow a quantity standing alone: "12 days on location", "97 minutes long".
const after =
  "a|an|the|and|or|but|of|on|in|at|to|from|for|with|by|into|across|during|each|per|long|old|ago|later|earlier|before|after|late|early";
const number = "\\d+(?:[.,]\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";
const pluralBeforeNoun = new RegExp(`\\b(?:${number}) (?:${units.replace(/s\?/g, "s")})\\s+(?!(?:${after})\\b)[a-z]+`, "gi");
const hyphenatedPlural = new RegExp(`\\b(?:${number})-(?:${units.replace(/s\?/g, "s")})\\b`, "gi");

/** "<number> minutes <noun>" and "<number>-minutes", the plural where the adjective belongs. */
function unitErrors(text: string): string[] {
  return [...(text.match(pluralBeforeNoun) ?? []), ...(text.match(hyphenatedPlural) ?? [])];
}

/** Every string in a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("generated sentences", () => {
  it("the check finds a plural before a noun and passes quantities standing alone", () => {
    expect(unitErrors("La Dernière Vague: a 97 minutes melodrama and road movie")).toEqual(["97 minutes melodrama"]);
    expect(unitErrors("a 97-minutes melodrama")).toEqual(["97-minutes"]);
    expect(unitErrors("a twelve days shoot")).toEqual(["twelve days shoot"]);
    for (const good of [
      "La Dernière Vague: a 97-minute melodrama and road movie",
      "Runtime: 97 minutes",
      "Melodrama · 2025 · 97 minutes",
      "12 shooting days on location in Andalusia.",
      "Five crew. Four stars. 12 days. A £20,000 budget.",
      "A 15-minute documentary",
      "97 minutes, Filmed in Andalusia",
    ])
      expect(unitErrors(good), good).toEqual([]);
  });

  it("every page's meta description", async () => {
    let checked = 0;
    for (const page of pages) {
      const route = (await import(`../${page.file}`)) as { meta?: () => MetaDescriptor[] };
      const description = route.meta?.().find((m) => "name" in m && m.name === "description");
      if (!description) continue;
      const text = String((description as { content: string }).content);
      expect(unitErrors(text), `${page.file}: ${text}`).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it("every sentence and figure of the facts", () => {
    const all = strings(Object.values(facts).filter((v) => typeof v !== "function"));
    expect(all.length).toBeGreaterThan(20);
    for (const text of all) expect(unitErrors(text), text).toEqual([]);
  });
});
