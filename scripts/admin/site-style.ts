// The site's stylesheet and web fonts for the editor's preview where no build of the site is at
// hand (`npm run edit`): the stylesheet made from src/styles/app.css by Vite and Tailwind, as the
// site's build makes it, and the fonts copied from @fontsource, as the pages take them.
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { build } from "vite";
import { fontFaces, type FontFile } from "#src/styles/font-faces.ts";

/** What the preview sets its text with: the stylesheets' and fonts' addresses on the editor's server. */
export type SiteStyle = { styles: string[]; fonts: Record<FontFile, string> };

const repository = path.resolve(import.meta.dirname, "../..");

/** Writes the stylesheet and the fonts into `dir`/assets, served at /assets/. */
export async function writeSiteStyle(dir: string): Promise<SiteStyle> {
  const assets = path.join(dir, "assets");
  mkdirSync(assets, { recursive: true });
  await build({
    configFile: false,
    root: repository,
    logLevel: "error",
    plugins: [tailwindcss()],
    build: {
      outDir: dir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: "site-style.json",
      rolldownOptions: { input: { site: path.join(repository, "src/styles/app.css") } },
    },
  });
  const manifest = JSON.parse(readFileSync(path.join(dir, "site-style.json"), "utf8")) as Record<string, { file: string }>;
  const styles = Object.values(manifest)
    .map((m) => m.file)
    .filter((f) => f.endsWith(".css"))
    .map((f) => `/${f}`);
  if (styles.length === 0) throw new Error("site-style: Vite made no stylesheet of src/styles/app.css");
  // Each face's file from its family's package (inter-latin-400-normal from @fontsource/inter).
  const fonts = Object.fromEntries(
    fontFaces.map(({ file }) => {
      const family = file.slice(0, file.indexOf("-"));
      cpSync(path.join(repository, "node_modules/@fontsource", family, "files", `${file}.woff2`), path.join(assets, `${file}.woff2`));
      return [file, `/assets/${file}.woff2`];
    }),
  ) as Record<FontFile, string>;
  return { styles, fonts };
}
