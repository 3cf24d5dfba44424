// Writes the content editor, /admin: Sveltia CMS as the npm package ships it, its words and fonts
// served from the site, the page that starts it, the content files' format (admin/, bundled with
// the `yaml` package) and its configuration made from the registry and the schemas (config.ts).
// Static files only: the editor talks to the git host from the browser, or to a folder of the
// computer it runs on (local mode, `npm run edit`).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { stringify } from "yaml";
import { adminConfig, mediaFolder, type AdminConfig } from "./config.ts";
import { missingValue, withMissingValueWords } from "./form-words.ts";

const repository = path.resolve(import.meta.dirname, "../..");
const sveltia = path.join(repository, "node_modules/@sveltia/cms");

/** The repository the editor edits on the git host: CI's own (GITHUB_REPOSITORY), or CMS_REPO. */
export const gitRepository = () => process.env.CMS_REPO ?? process.env.GITHUB_REPOSITORY ?? "girasol-film/girasol-site";

/**
 * The editor's fonts as Sveltia CMS asks for them (Fontsource's file names), from the copies the
 * package ships with hashed names (`source-sans-3-latin-wght-normal-BqRLTx4X.woff2`).
 */
function copyFonts(out: string): void {
  const assets = path.join(sveltia, "npm/assets");
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(assets).filter((f) => f.endsWith(".woff2"))) {
    const [, name, rest] = /^([a-z0-9-]+?)-(latin-.+)-[\w-]{8}\.woff2$/.exec(file) ?? [];
    if (name && rest) cpSync(path.join(assets, file), path.join(out, `${name}-${rest}.woff2`));
  }
}

/** Writes the editor into `out` (build/client/admin) for the content of `root`. */
export function writeAdmin(out: string, { root = repository, title }: { root?: string; title: string }): AdminConfig {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const made = adminConfig({ root, repo: gitRepository(), auth: process.env.CMS_AUTH_URL });
  writeFileSync(
    path.join(out, "config.yml"),
    `# Made by the build from src/content/build-time/collections.ts and the schemas: do not edit.\n${stringify(made.config, { lineWidth: 0 })}`,
  );
  const formats = Object.fromEntries(
    Object.entries(made.shapes).map(([file, shapes]) => [file, { format: formatName(made, file), shapes, uploads: `/${mediaFolder}/` }]),
  );
  writeFileSync(path.join(out, "shapes.json"), `${JSON.stringify(formats)}\n`);
  // Its US English words are inside its script, the others in locales/: an empty required field
  // is said as the build says it (form-words.ts).
  const script = readFileSync(path.join(sveltia, "dist/sveltia-cms.js"), "utf8");
  writeFileSync(
    path.join(out, "sveltia-cms.js"),
    withMissingValueWords(script, "value_missing:`This field is required.`", `value_missing:\`${missingValue.en}\``, "sveltia-cms.js"),
  );
  cpSync(path.join(sveltia, "dist/chunks"), path.join(out, "chunks"), { recursive: true, filter: (f) => !f.endsWith(".map") });
  cpSync(path.join(sveltia, "locales"), path.join(out, "locales"), { recursive: true });
  for (const locale of readdirSync(path.join(out, "locales")).filter((f) => /^(en|es)-/.test(f))) {
    const file = path.join(out, "locales", locale);
    const words = JSON.parse(readFileSync(file, "utf8")) as { validation: { value_missing: string } };
    const ours = locale.startsWith("es") ? missingValue.es : missingValue.en;
    writeFileSync(
      file,
      withMissingValueWords(readFileSync(file, "utf8"), JSON.stringify(words.validation.value_missing), JSON.stringify(ours), locale),
    );
  }
  copyFonts(path.join(out, "fonts"));
  cpSync(path.join(repository, "admin/offline.js"), path.join(out, "offline.js"));
  const page = readFileSync(path.join(repository, "admin/index.html"), "utf8").replace("{title}", title);
  writeFileSync(path.join(out, "index.html"), page);
  buildSync({
    entryPoints: [path.join(repository, "admin/main.ts")],
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    legalComments: "none",
    outfile: path.join(out, "admin.js"),
    logLevel: "error",
  });
  return made;
}

/** The format name config.yml gives a file. */
function formatName(made: AdminConfig, file: string): string {
  const sections = (made.config.collections as { files: { file: string; format: string }[] }[]).flatMap((c) => c.files);
  return sections.find((f) => f.file === file)!.format;
}
