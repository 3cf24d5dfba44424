// The festival run with news written ahead of its hour: Rotterdam's answer (an Official Selection
// in Bright Future, told from the line-up's announcement), a review under embargo, and the
// festival's screening, each with the same instant written on a different clock. Built twice, a
// minute before that instant and a minute after (held-back.spec.ts reads every file of both),
// and the festival run as it is, without them, at the minute before.
// Made by editing the festival run's files as the team would, so the fixture follows them.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument, type Document, type YAMLMap, type YAMLSeq } from "yaml";
import type { FixtureSite } from "../../scripts/test/fixture-site.ts";

/** Writes the news above into the content folder `content`, as the team would. */
export const writeAhead = (content: string) => {
  const change = (file: string, how: (doc: Document) => void) => {
    const at = path.join(content, file);
    const doc = parseDocument(readFileSync(at, "utf8"));
    how(doc);
    writeFileSync(at, doc.toString());
  };
  change("festivals.yaml", (doc) => {
    const rotterdam = (doc.get("submissions") as YAMLSeq<YAMLMap>).items.find((s) =>
      JSON.stringify(s.toJSON()).includes("International Film Festival Rotterdam"),
    )!;
    rotterdam.set(
      "answer",
      doc.createNode({
        embargoUntil: "2026-01-06 11:00 Europe/Amsterdam",
        status: "Official Selection",
        judgingStatus: { en: "Selected", es: "Seleccionada" },
        section: "Bright Future",
        premiere: { en: "Benelux Premiere", es: "Estreno en el Benelux" },
        year: 2026,
      }),
    );
  });
  change("reviews.yaml", (doc) =>
    (doc.get("reviews") as YAMLSeq).add(
      doc.createNode({
        quote: {
          en: "An unhurried, sunstruck elegy that earns every one of its silences.",
          es: "Una elegía sin prisa, deslumbrada por el sol, que se gana cada uno de sus silencios.",
        },
        outlet: "Filmkrant",
        critic: "Marit Hoogendoorn",
        stars: 4,
        url: "https://www.example.com/reviews/unhurried-sunstruck-elegy",
        date: "2026-01-05",
        embargoUntil: "2026-01-06 10:00 Europe/London",
      }),
    ),
  );
  change("screenings.yaml", (doc) =>
    (doc.get("screenings") as YAMLSeq).add(
      doc.createNode({
        start: "2030-01-30 19:30 Europe/Amsterdam",
        venue: "Pathé Schouwburgplein",
        city: "Rotterdam",
        country: "NL",
        festival: "International Film Festival Rotterdam",
        kind: { en: "Bright Future gala", es: "Gala de Bright Future" },
        tickets: "https://www.example.com/tickets/rotterdam-schouwburgplein",
        embargoUntil: "2026-01-06 05:00 America/New_York",
      }),
    ),
  );
};

const festivalRunContent = path.join(import.meta.dirname, "content");

/** The festival run with the news above, built at `buildTime`. */
const heldBackSite = (name: string, buildTime: string): FixtureSite => ({
  name,
  overlays: [festivalRunContent],
  edit: writeAhead,
  editedIn: import.meta.filename,
  buildTime,
});

/**
 * A minute before the news's hour, and a minute after; and the festival run without the news at
 * the minute before, which the build before the hour must be, byte for byte.
 */
export const heldBackSites = {
  before: heldBackSite("held-back-before", "2026-01-06T09:59:00Z"),
  after: heldBackSite("held-back-after", "2026-01-06T10:01:00Z"),
  without: { name: "held-back-without", overlays: [festivalRunContent], buildTime: "2026-01-06T09:59:00Z" },
};
