// The site the link check knows (check/content-links.ts): its prerendered pages, the files of
// public/ and those the build writes there, and content/uploads, which it serves at /uploads/.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Site } from "#src/content/build-time/check/content-links.ts";
import { siteUrl } from "#src/content/site.ts";
import { pagePaths } from "#src/config/pages.ts";
import { siteAssetPaths } from "../assets/site-assets.ts";

const publicDir = path.resolve(import.meta.dirname, "../../../public");
// Served at /uploads/, from the copies the build writes to public/uploads.
const uploadsDir = path.resolve(import.meta.dirname, "../../../content/uploads");

const isFileIn = (dir: string, relative: string) => {
  const file = path.join(dir, relative);
  return file.startsWith(dir + path.sep) && existsSync(file) && statSync(file).isFile();
};

function isPublicFile(sitePath: string): boolean {
  if (sitePath.startsWith("/uploads/")) return isFileIn(uploadsDir, sitePath.slice("/uploads/".length));
  return isFileIn(publicDir, sitePath);
}

/** This site: its prerendered pages, public/ and the files the build writes there. */
export const thisSite: Site = {
  pages: pagePaths,
  isFile: (p) => siteAssetPaths.includes(p) || isPublicFile(p),
  origin: new URL(siteUrl).origin,
};

/** Every path `thisSite.isFile` takes, as a list: for the editor, which has no disk to ask. */
export function siteFileList(): string[] {
  const walk = (dir: string, at: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name), `${at}${e.name}/`) : [`${at}${e.name}`],
        )
      : [];
  const served = walk(publicDir, "/").filter((p) => !p.startsWith("/uploads/"));
  return [...new Set([...siteAssetPaths, ...served, ...walk(uploadsDir, "/uploads/")])].sort();
}
