// The site is built once per language (react-router.config.ts): English into build/client, Spanish
// into build/es/client, its pages under es/. This step moves the Spanish pages and the scripts
// they load into build/client, so one folder serves both; scripts both builds share (React,
// React Router) have the same name in each and are kept once.
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

export function mergeLanguageBuild(client: string, languageBuild: string, root: string): { pages: number; assets: number } {
  const languageClient = path.join(languageBuild, "client");
  const pagesDir = path.join(languageClient, root);
  if (!existsSync(pagesDir)) throw new Error(`${path.relative(process.cwd(), pagesDir)} is missing: did the ${root} build run?`);
  const target = path.join(client, root);
  rmSync(target, { recursive: true, force: true });
  renameSync(pagesDir, target);
  const assetsDir = path.join(languageClient, "assets");
  const own = new Set(readdirSync(path.join(client, "assets")));
  const added = readdirSync(assetsDir).filter((name) => !own.has(name));
  for (const name of added) cpSync(path.join(assetsDir, name), path.join(client, "assets", name));
  rmSync(languageBuild, { recursive: true });
  return { pages: readdirSync(target).length, assets: added.length };
}
