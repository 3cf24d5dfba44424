// The festival run under way, as the browser tests serve it and the benchmark builds it: its
// content files (e2e/festival-run/content) over the seed's, and the film's access versions.
import path from "node:path";
import type { FixtureSite } from "../../scripts/test/fixture-site.ts";
import { writeAccessVersions } from "./access-versions.ts";

export const festivalRunSite: FixtureSite = {
  name: "festival-run",
  overlays: [path.join(import.meta.dirname, "content")],
  edit: writeAccessVersions,
  editedIn: path.join(import.meta.dirname, "access-versions.ts"),
};
