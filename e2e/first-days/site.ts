// The first-days fixture site: a new film's, before its first festival submission and before
// any photo from the set. It is the seed (fixtures/seed/content) with, in content/festivals.yaml,
// no submission, target or laurel; in content/stills.yaml, no on-set photo, film still, extended
// still or director's quote; and a festival strategy in content/texts.yaml that names no
// festival's month, as the build then asks. Made by editing the seed's files as the team would,
// so the fixture follows the seed.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument, type Document } from "yaml";
import type { FixtureSite } from "../../scripts/test/fixture-site.ts";

export const firstDaysSite: FixtureSite = {
  name: "first-days",
  editedIn: import.meta.filename,
  edit: (content) => {
    const change = (file: string, how: (doc: Document) => void) => {
      const at = path.join(content, file);
      const doc = parseDocument(readFileSync(at, "utf8"));
      how(doc);
      writeFileSync(at, doc.toString());
    };
    change("festivals.yaml", (doc) => {
      doc.set("submissions", doc.createNode([]));
      doc.set("targets", doc.createNode([]));
      doc.delete("laurels");
    });
    change("stills.yaml", (doc) => {
      for (const list of ["onSetPhotos", "filmStills", "extendedStills", "directorQuotes"]) doc.set(list, doc.createNode([]));
    });
    change("texts.yaml", (doc) =>
      doc.set(
        "festivalStrategy",
        doc.createNode({
          en: "{title} opens its festival run in 2026, aiming first at festivals with a market or industry section.\n",
          es: "{title} empieza su recorrido por festivales en 2026, primero en los que tienen mercado o sección de industria.\n",
        }),
      ),
    );
  },
};
