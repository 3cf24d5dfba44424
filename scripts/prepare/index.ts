// Runs before every build and dev server. First the site's languages (content/site.yaml), which
// every later step, page and the editor read; then the content's check and the assets
// (content-and-assets.ts), imported only once the languages are written.
import path from "node:path";
import { refuse } from "./content/refuse.ts";
import { writeSiteLanguages } from "./content/site-languages.ts";

const problems = writeSiteLanguages(path.resolve(import.meta.dirname, "../.."));
if (problems.length > 0) refuse(problems);
await import("./content-and-assets.ts");
