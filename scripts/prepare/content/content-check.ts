// The build's run of the content rules (src/content/build-time/check/content-rules.ts, which the
// editor runs too) on the files of this repository: the names of content/uploads and the site's
// pages and files read from disk; then what only the disk can tell, each image the content names
// readable as an image.
import path from "node:path";
import sharp from "sharp";
import { contentRuleProblems, referencedImages } from "#src/content/build-time/check/content-rules.ts";
import type { LoadedFiles } from "#src/content/build-time/check/read-texts.ts";
import { uploadNames } from "./archive-files.ts";
import { thisSite } from "./this-site.ts";

/** Every image the content names that is in content/uploads but cannot be read as an image. */
export async function imageProblems(uploadsDir: string, files: LoadedFiles): Promise<string[]> {
  const present = new Set(uploadNames(uploadsDir));
  const problems: string[] = [];
  for (const ref of referencedImages(files)) {
    if (!present.has(ref.file)) continue;
    try {
      const meta = await sharp(path.join(uploadsDir, ref.file)).metadata();
      if (!meta.width || !meta.height) throw new Error("no dimensions");
    } catch (error) {
      problems.push(`${ref.where} "${ref.file}" is not an image that can be read (${(error as Error).message})`);
    }
  }
  return problems;
}

/** Every content problem the build refuses once each file has passed its schema, one message per problem. */
export async function contentProblems(options: { uploadsDir: string; files: LoadedFiles }): Promise<string[]> {
  const { files, uploadsDir } = options;
  return [...contentRuleProblems(files, { uploads: uploadNames(uploadsDir), site: thisSite }), ...(await imageProblems(uploadsDir, files))];
}
