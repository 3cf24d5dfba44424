// Writes the content editor, /admin: Sveltia CMS as the npm package ships it, its words and fonts
// served from the site, the page that starts it, the content files' format (admin/, bundled with
// the `yaml` package) and its configuration made from the registry and the schemas (config.ts).
// Static files only: the editor talks to the git host from the browser, or to a folder of the
// computer it runs on (local mode, `npm run edit`).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { collections } from "#src/content/build-time/collections.ts";
import { wordsFolder } from "#src/content/build-time/registry.ts";
import { pagePaths } from "#src/config/pages.ts";
import { siteRepository, siteUrl } from "#src/content/site.ts";
import { uploadNames } from "../prepare/content/archive-files.ts";
import { siteFileList } from "../prepare/content/this-site.ts";
import type { CheckData } from "../../admin/draft-check.ts";
import { uiLanguageOf } from "../../admin/ui-language.ts";
import { languages } from "#src/lib/languages.ts";
import { fontFaces } from "#src/styles/font-faces.ts";
import { editorTitle } from "#src/lib/page-title.ts";
import { adminConfig, mediaFolder, type AdminConfig } from "./config.ts";
import { withEditorMends } from "./editor-mends.ts";
import { conflictWords, missingValue, notSavedWords, withEditorWords } from "./form-words.ts";
import { sharedReact } from "./shared-react.ts";
import type { SiteStyle } from "./site-style.ts";

const repository = path.resolve(import.meta.dirname, "../..");
const sveltia = path.join(repository, "node_modules/@sveltia/cms");

/**
 * The editor's fonts as Sveltia CMS asks jsdelivr for them (Fontsource's file names), from the
 * copies the package ships with hashed names (`source-sans-3-latin-wght-normal-BqRLTx4X.woff2`):
 * admin/offline.js points its @font-face rules here.
 */
function copyFonts(out: string): void {
  const assets = path.join(sveltia, "npm/assets");
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(assets).filter((f) => f.endsWith(".woff2"))) {
    const [, name, rest] = /^([a-z0-9-]+?)-(latin-.+)-[\w-]{8}\.woff2$/.exec(file) ?? [];
    if (name && rest) cpSync(path.join(assets, file), path.join(out, `${name}-${rest}.woff2`));
  }
}

/** The film's mark, as the editor's sign-in shows it. */
export const logoFile = "logo.svg";

/**
 * Writes the editor into `out` (build/client/admin) for the content of `root`. Its preview takes
 * `style`, or the stylesheet and fonts of the site built beside `out`.
 */
export async function writeAdmin(
  out: string,
  { root = repository, title, style }: { root?: string; title: string; style?: SiteStyle },
): Promise<AdminConfig> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const made = adminConfig({ root, repo: siteRepository.name, branch: siteRepository.branch, auth: process.env.CMS_AUTH_URL });
  // The sign-in greets the team with the film's name and mark (the site's icon), not the editor's.
  cpSync(path.join(repository, "public/favicon.svg"), path.join(out, logoFile));
  const branded = { app_title: title, logo: { src: `/admin/${logoFile}` }, ...made.config };
  // Made by the build from src/content/build-time/collections.ts and the schemas. JSON, which the
  // editor reads without a parser of its own: the same as YAML took 65 to 90 ms of each start.
  writeFileSync(path.join(out, "config.json"), `${JSON.stringify(branded)}\n`);
  const formats = Object.fromEntries(
    Object.entries(made.shapes).map(([file, shapes]) => {
      const { format, label } = sectionFile(made, file);
      return [file, { format, label, shapes, identities: made.identities[file] ?? {}, uploads: `/${mediaFolder}/` }];
    }),
  );
  writeFileSync(path.join(out, "shapes.json"), `${JSON.stringify(formats)}\n`);
  // What the editor's content check needs beyond the files it reads from the git host: the words
  // files, the names in content/uploads and the site's pages and files (admin/draft-check.ts).
  const check: CheckData = {
    wordsFiles: Object.values(collections)
      .filter((c) => c.words)
      .map((c) => c.file.slice(wordsFolder.length + 1)),
    uploads: uploadNames(path.join(root, mediaFolder)),
    pages: [...pagePaths],
    files: siteFileList(),
    origin: new URL(siteUrl).origin,
    repository: siteRepository.name,
  };
  writeFileSync(path.join(out, "check.json"), `${JSON.stringify(check)}\n`);
  cpSync(path.join(sveltia, "npm/assets"), path.join(out, "assets"), { recursive: true, filter: (f) => !f.endsWith(".map") });
  copyFonts(path.join(out, "fonts"));
  cpSync(path.join(repository, "admin/offline.js"), path.join(out, "offline.js"));
  writeFileSync(
    path.join(out, "index.html"),
    readFileSync(path.join(repository, "admin/index.html"), "utf8").replace("{title}", editorTitle(title)),
  );
  await bundleEditor(out);
  await bundlePreviews(out, style ?? builtSiteStyle(out));
  return made;
}

// What Sveltia CMS imports for features the team's files never use (code blocks, maps, SVG and
// Markdown conversion): left out of the bundle, each would fail only if one were ever asked for.
const unused = ["@shikijs/*", "leaflet/*", "terra-draw", "terra-draw-leaflet-adapter", "svgo/browser", "turndown/*"];

/**
 * Our code and Sveltia CMS's npm build bundled into admin.js and chunks/: one copy of React for
 * the editor and the fields it lends ours (its prebuilt script loads a second, with which they
 * fail), and Immutable.js, the WebP encoder and the interface words served from the site, where the
 * prebuilt script asks unpkg.com. Its words for an empty required field and for a save that failed
 * are made ours (form-words.ts): the US English in its script, the others in its locales; so are
 * its words on saving over someone else's change. Its code is mended where it loses the team's words (editor-mends.ts).
 */
async function bundleEditor(out: string): Promise<void> {
  const words: Plugin = {
    name: "form-words",
    setup(build) {
      build.onLoad({ filter: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, (args) => ({
        contents: [
          { theirs: "value_missing:`This field is required.`", ours: `value_missing:\`${missingValue.en}\`` },
          {
            theirs: "saving_entry:{error:{title:`Error`,description:`There was an error while saving the entry. Please try again later.`}}",
            ours: `saving_entry:{error:{title:\`${notSavedWords.en.title}\`,description:\`${notSavedWords.en.description}\`}}`,
          },
          ...conflictWords,
        ].reduce(
          (text, { theirs, ours }) => withEditorWords(text, theirs, ours, "@sveltia/cms/npm/index.js"),
          withEditorMends(readFileSync(args.path, "utf8"), "@sveltia/cms/npm/index.js"),
        ),
        loader: "js",
      }));
      // Its interface's words in the languages ours are written in (ui-language.ts), whatever the site's.
      build.onLoad({ filter: /@sveltia[\\/]cms[\\/]locales[\\/](en|es)-[\w-]+\.json$/ }, (args) => {
        const text = readFileSync(args.path, "utf8");
        const theirs = JSON.parse(text) as { validation: { value_missing: string }; saving_entry: unknown };
        const lang = uiLanguageOf(path.basename(args.path));
        const file = path.basename(args.path);
        const missing = withEditorWords(text, JSON.stringify(theirs.validation.value_missing), JSON.stringify(missingValue[lang]), file);
        const notSaved = `"saving_entry":${JSON.stringify({ error: notSavedWords[lang] })}`;
        return {
          contents: withEditorWords(missing, `"saving_entry":${JSON.stringify(theirs.saving_entry)}`, notSaved, file),
          loader: "json",
        };
      });
    },
  };
  await build({
    entryPoints: { admin: path.join(repository, "admin/main.ts") },
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    minify: true,
    legalComments: "none",
    outdir: out,
    // Beside assets/, where the npm build's chunks find their WebAssembly (../assets/).
    chunkNames: "chunks/[name]-[hash]",
    external: unused,
    plugins: [words, await sharedReact()],
    logLevel: "error",
  });
}

/** The format name and the label config.json gives a file. */
function sectionFile(made: AdminConfig, file: string): { format: string; label: string } {
  const sections = (made.config.collections as { files: { file: string; format: string; label: string }[] }[]).flatMap((c) => c.files);
  return sections.find((f) => f.file === file)!;
}

/** `#lang/` read as `lang`'s content, as the site's build of that language reads it (vite.config.ts). */
const languageContent = (lang: string): Plugin => ({
  name: "language-content",
  setup(build) {
    build.onResolve({ filter: /^#lang\// }, (args) => ({
      path: path.join(repository, "src/generated/content", lang, args.path.slice("#lang/".length)),
    }));
  },
});

/**
 * The editor's previews (admin/preview/templates.tsx), bundled once for each of the site's languages
 * as its pages are (#lang/ read as that language's), into preview-en.js, preview-es.js..., with the
 * site's stylesheet and web fonts (`style`) named in preview.json. They take the editor's React (shared-react.ts).
 */
async function bundlePreviews(out: string, style: SiteStyle): Promise<void> {
  const shared = await sharedReact();
  for (const lang of languages)
    await build({
      entryPoints: { [`preview-${lang}`]: path.join(repository, "admin/preview/templates.tsx") },
      bundle: true,
      format: "esm",
      target: "es2022",
      minify: true,
      legalComments: "none",
      outdir: out,
      jsx: "automatic",
      plugins: [shared, languageContent(lang)],
      logLevel: "error",
    });
  writeFileSync(path.join(out, "preview.json"), `${JSON.stringify(style)}\n`);
}

/** The stylesheet and web fonts of the site built beside `out` (build/client/admin): what the preview sets its text with. */
function builtSiteStyle(out: string): SiteStyle {
  // The stylesheet the pages inline (scripts/postbuild/optimise-html.ts names it), the same in both languages.
  const home = readFileSync(path.join(out, "../index.html"), "utf8");
  const styles = [...new Set([...home.matchAll(/data-inlined="(\/assets\/[\w-]+\.css)"/g)].map((m) => m[1]!))];
  if (styles.length === 0) throw new Error("write-admin: the home page names no stylesheet (data-inlined): did optimise-html.ts change?");
  // The site's web fonts as its build named them (src/styles/font-faces.ts): the preview sets its text in them too.
  const assets = readdirSync(path.join(out, "../assets"));
  const fonts = Object.fromEntries(
    fontFaces.map(({ file }) => {
      const built = assets.find((a) => a.startsWith(`${file}-`) && a.endsWith(".woff2"));
      if (!built) throw new Error(`write-admin: the site's build has no ${file}-*.woff2 in assets/: did src/styles/web-fonts.ts change?`);
      return [file, `/assets/${built}`];
    }),
  ) as SiteStyle["fonts"];
  return { styles, fonts };
}
