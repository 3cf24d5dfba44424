// The festival run's film with access versions, as the team would write them once they exist: an
// audio-described version in English and Spanish, captions for the deaf and hard of hearing in
// English, a version signed in BSL; the DCP with its VI-N, HI and CCAP tracks, the ProRes file
// with an audio description track and caption files, the H.264 file with captions in the picture.
// Written into the seed's own files, so the fixture follows them.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument, type Document, type YAMLMap, type YAMLSeq } from "yaml";
import type { CopyAccess, FilmAccess } from "#src/content/build-time/schema/access.ts";

export const filmAccess: FilmAccess = { audioDescription: ["en", "es"], captions: ["en"], signLanguage: ["BSL"] };
export const copyAccess: Record<string, CopyAccess> = {
  dcp: { audioDescription: true, hearingImpaired: true, closedCaptions: true },
  prores: { audioDescription: true, closedCaptions: true },
  h264: { openCaptions: true },
};

/** Writes the access versions above into the content folder `content`. */
export function writeAccessVersions(content: string): void {
  const change = (file: string, how: (doc: Document) => void) => {
    const at = path.join(content, file);
    const doc = parseDocument(readFileSync(at, "utf8"));
    how(doc);
    // Each text on its own line, as the team's files and the editor write them.
    writeFileSync(at, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
  };
  change("film.yaml", (doc) => doc.set("access", doc.createNode(filmAccess, { flow: false })));
  change("screening-copies.yaml", (doc) => {
    for (const copy of (doc.get("screeningCopies") as YAMLSeq<YAMLMap>).items) {
      const access = copyAccess[String(copy.get("kind"))];
      if (access) copy.set("access", doc.createNode(access));
    }
  });
}
