// The site is built once per language (react-router.config.ts): the root language into
// build/client, each other into build/<code>/client, its pages under <code>/. This step moves a
// language's pages and the scripts they load into build/client, beside the files of
// public/<code>/ the root language's build copied there, so one folder serves every language;
// scripts the builds share (React, React Router) have the same name in each and are kept once.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

export function mergeLanguageBuild(client: string, languageBuild: string, root: string): { pages: number; assets: number } {
  const languageClient = path.join(languageBuild, "client");
  const pagesDir = path.join(languageClient, root);
  if (!existsSync(pagesDir)) throw new Error(`${path.relative(process.cwd(), pagesDir)} is missing: did the ${root} build run?`);
  // Into what the root language's build copied from public/<root> (that language's calendar files and
  // manifest), each page taking the place of any copy an earlier build left there.
  const target = path.join(client, root);
  mkdirSync(target, { recursive: true });
  const pages = readdirSync(pagesDir);
  for (const name of pages) {
    rmSync(path.join(target, name), { recursive: true, force: true });
    renameSync(path.join(pagesDir, name), path.join(target, name));
  }
  const assetsDir = path.join(languageClient, "assets");
  const own = new Set(readdirSync(path.join(client, "assets")));
  const added = readdirSync(assetsDir).filter((name) => !own.has(name));
  for (const name of added) cpSync(path.join(assetsDir, name), path.join(client, "assets", name));
  rmSync(languageBuild, { recursive: true });
  return { pages: pages.length, assets: added.length };
}
