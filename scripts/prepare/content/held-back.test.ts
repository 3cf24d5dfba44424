// News written ahead of its hour, as the build reads it: the seed's content with a festival's answer,
// a review, a screening and a release each waiting for an instant, taken as the site shows them a
// second before that instant and at it (src/content/build-time/held-back.ts); and the slips a
// publicist makes writing one refused with the file, line and field.
import path from "node:path";
import { parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import { describe, expect, it } from "vitest";
import type { CollectionName } from "#src/content/build-time/collections.ts";
import { embargoes, everyHour, fileAt, heldBack, waitingIn } from "#src/content/build-time/held-back.ts";
import { languages } from "#src/lib/languages.ts";
import { textOf } from "./edited-content.ts";
import { readCollections } from "./read-collections.ts";
import { staleContent } from "./stale-content.ts";

const seed = path.resolve(import.meta.dirname, "../../../fixtures/seed");
const hour = "2026-04-14 11:00 Europe/Paris"; // 09:00 UTC
const at = (iso: string) => new Date(iso);

/** A seed file's text with `how` done to its YAML, as the team would write it. */
function edited(name: CollectionName, how: (doc: ReturnType<typeof parseDocument>) => void): string {
  const doc = parseDocument(textOf(name));
  how(doc);
  return doc.toString();
}

/** The seed's first festival still to answer: the one whose answer is written ahead. */
const waiting = () => {
  const doc = parseDocument(textOf("festivals"));
  const i = (doc.get("submissions") as YAMLSeq<YAMLMap>).items.findIndex((s) => s.get("status") === "In Consideration");
  expect(i).toBeGreaterThanOrEqual(0);
  return i;
};

const answer = { embargoUntil: hour, status: "Official Selection", section: "Bright Future", year: 2026 };
const review = {
  quote: { en: "An unhurried, sunstruck elegy.", es: "Una elegía sin prisa, deslumbrada por el sol." },
  outlet: "Filmkrant",
  date: "2026-04-13",
  embargoUntil: hour,
};
const screening = {
  start: "2030-01-30 19:30 Europe/Amsterdam",
  venue: "Pathé Schouwburgplein",
  city: "Rotterdam",
  country: "NL",
  kind: { en: "Gala", es: "Gala" },
  tickets: "https://www.example.com/tickets/rotterdam",
  embargoUntil: "2026-04-14 05:00 America/New_York", // the same instant, on New York's clock
};
const release = {
  territories: ["NL"],
  where: "Cinema Rotterdam",
  kind: "cinemas",
  url: "https://www.example.com/nl",
  from: "2026-05-01",
  embargoUntil: hour,
};

/** The seed with the four written ahead; the festival also listed first among the laurels. */
function writtenAhead(extra: Partial<Record<CollectionName, string>> = {}) {
  const i = waiting();
  const texts: Partial<Record<CollectionName, string>> = {
    festivals: edited("festivals", (doc) => {
      const s = (doc.get("submissions") as YAMLSeq<YAMLMap>).items[i]!;
      s.set("answer", doc.createNode(answer));
      const laurels = doc.get("laurels") as YAMLSeq | undefined;
      const name = JSON.stringify(s.get("name", true));
      const first = typeof s.get("name") === "string" ? (s.get("name") as string) : ((s.get("name") as YAMLMap).items[0]!.value as string);
      expect(name).toContain(first);
      if (laurels) laurels.items.unshift(doc.createNode(first));
      else doc.set("laurels", doc.createNode([first]));
    }),
    reviews: edited("reviews", (doc) => (doc.get("reviews") as YAMLSeq).add(doc.createNode(review))),
    screenings: edited("screenings", (doc) => (doc.get("screenings") as YAMLSeq).add(doc.createNode(screening))),
    releases: edited("releases", (doc) => (doc.get("releases") as YAMLSeq).add(doc.createNode(release))),
    ...extra,
  };
  return readCollections({ root: seed, edits: texts });
}

type Sub = { status: string; section?: unknown; answer?: unknown; name: unknown };

describe("news written ahead", () => {
  const { files, problems } = writtenAhead();
  const i = waiting();

  it("is taken by the content check: a festival's answer, a review, a screening and a release", () => {
    expect(problems).toEqual([]);
    expect(embargoes(files).map((d) => d.toISOString())).toEqual(Array(4).fill("2026-04-14T09:00:00.000Z"));
  });

  it("a second before its hour, is in no language's content, as if it were not written", () => {
    const shown = heldBack(files, at("2026-04-14T08:59:59Z"));
    const bare = readCollections({ root: seed }).files;
    for (const name of ["festivals", "reviews", "screenings", "releases"] as const) {
      expect(shown[name].data, name).toEqual(bare[name].data);
      for (const lang of languages) expect(shown[name].languages![lang], `${name} (${lang})`).toEqual(bare[name].languages![lang]);
    }
  });

  it("from its hour, is in each language's content, without the instant it waited for", () => {
    const shown = heldBack(files, at("2026-04-14T09:00:00Z"));
    for (const lang of languages) {
      const festivals = shown.festivals.languages![lang] as { submissions: Sub[]; laurels?: string[] };
      expect(festivals.submissions[i]).toMatchObject({ status: "Official Selection", section: "Bright Future", year: 2026 });
      expect(festivals.submissions[i]).not.toHaveProperty("answer");
      expect(festivals.laurels?.[0]).toBeDefined();
      const reviews = (shown.reviews.languages![lang] as { reviews: Record<string, unknown>[] }).reviews;
      expect(reviews.at(-1)).toEqual({ ...review, quote: review.quote[lang as "en" | "es"] ?? review.quote.en, embargoUntil: undefined });
      expect(reviews.at(-1)).not.toHaveProperty("embargoUntil");
      const screenings = (shown.screenings.languages![lang] as { screenings: { venue: string }[] }).screenings;
      expect(screenings.at(-1)!.venue).toBe(screening.venue);
      const releases = (shown.releases.languages![lang] as { releases: { where: string }[] }).releases;
      expect(releases.at(-1)!.where).toBe(release.where);
    }
  });

  it("as the editor previews it: each language's file as it will be once every hour has come, and what waits named with its hour", () => {
    for (const lang of languages) {
      const content = (name: "festivals" | "reviews" | "screenings" | "releases") =>
        files[name].languages![lang] as Record<string, unknown>;
      const festivals = fileAt("festivals", content("festivals"), everyHour) as { submissions: Sub[] };
      expect(festivals.submissions[i]).toMatchObject({ status: "Official Selection", section: "Bright Future" });
      expect((fileAt("reviews", content("reviews"), everyHour) as { reviews: unknown[] }).reviews.at(-1)).not.toHaveProperty(
        "embargoUntil",
      );
      expect(waitingIn("festivals", content("festivals"))).toEqual([{ until: hour, kind: "answer", named: expect.any(String) as string }]);
      expect(waitingIn("reviews", content("reviews"))).toEqual([{ until: hour, kind: "review", named: review.outlet }]);
      expect(waitingIn("screenings", content("screenings"))).toEqual([
        { until: screening.embargoUntil, kind: "screening", named: screening.venue },
      ]);
      expect(waitingIn("releases", content("releases"))).toEqual([{ until: hour, kind: "release", named: release.where }]);
    }
  });

  it("keeps the festival from the overdue answers while its answer waits", () => {
    const bare = readCollections({ root: seed }).files;
    // Long after every festival should have answered: the bare seed's is overdue, the one with its answer is not.
    const overdue = (f: typeof files) => staleContent("festivals", f.festivals.data, f.festivals.where, at("2100-01-01T00:00:00Z"));
    expect(overdue(bare).some((w) => w.includes(`submissions[${i}]`) || w.includes(`line`))).toBe(true);
    expect(overdue(files)).toHaveLength(overdue(bare).length - 1);
  });
});

describe("news written ahead, refused", () => {
  const refused = (name: CollectionName, how: Parameters<typeof edited>[1]) =>
    readCollections({ root: seed, edits: { [name]: edited(name, how) } }).problems;

  it("an instant written without its zone, with the file, line and field, and how to write it", () => {
    const problems = refused("reviews", (doc) =>
      (doc.get("reviews") as YAMLSeq).add(doc.createNode({ ...review, embargoUntil: "2026-04-14 11:00" })),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/reviews\.yaml:\d+: embargoUntil "2026-04-14 11:00" has no time zone: write the place's zone after its time/,
    );
  });

  it("an instant the clocks skip, naming the times either side", () => {
    const problems = refused("screenings", (doc) =>
      (doc.get("screenings") as YAMLSeq).add(doc.createNode({ ...screening, embargoUntil: "2026-03-29 02:30 Europe/Paris" })),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/embargoUntil.*Write 01:59 \(00:59 UTC\) or 03:00 \(01:00 UTC\)/);
  });

  it("an answer without its status, and a laurel listed for a festival whose answer is not one", () => {
    const i = waiting();
    const withoutStatus = edited("festivals", (doc) => {
      const rest: Partial<typeof answer> = { ...answer };
      delete rest.status;
      (doc.get("submissions") as YAMLSeq<YAMLMap>).items[i]!.set("answer", doc.createNode(rest));
    });
    const noStatus = readCollections({ root: seed, edits: { festivals: withoutStatus } }).problems;
    // On the answer's own line, not the festival's status.
    const line = withoutStatus.split("\n").findIndex((l) => /^\s+answer:/.test(l)) + 1;
    expect(noStatus).toEqual([`content/festivals.yaml:${line}: status is missing`]);
    const declined = refused("festivals", (doc) => {
      const s = (doc.get("submissions") as YAMLSeq<YAMLMap>).items[i]!;
      s.set("answer", doc.createNode({ ...answer, status: "Not Selected", section: undefined }));
      const first = typeof s.get("name") === "string" ? (s.get("name") as string) : ((s.get("name") as YAMLMap).items[0]!.value as string);
      doc.set("laurels", doc.createNode([first]));
    });
    expect(declined).toHaveLength(1);
    expect(declined[0]).toContain("has status Not Selected; laurels are for");
  });
});
