import { z } from "zod";
import { languageListProblem, languageProblem } from "../site-languages.ts";

/** The site's address: https, a host and nothing after it, since every page's address is built on it. */
const address = z
  .url({ protocol: /^https$/, error: "must be the site's address, a full https:// link like https://www.yourfilm.com", abort: true })
  .refine((written) => /^https:\/\/[^/?#]+\/?$/.test(written), "must be the site's address alone, with nothing after the name")
  .transform((written) => written.replace(/\/$/, ""));

/** A language of the site: its code and, for its dates and numbers, its country's (en-GB, fr-FR, pt-BR). */
const language = z.string().superRefine((tag, ctx) => {
  const problem = languageProblem(tag);
  if (problem) ctx.addIssue({ code: "custom", message: problem, abort: true });
});

/** The site's languages, the first at the site's root: checked one by one, then as a list. */
const listed = "must list the site's languages, the first at the site's root: [en-GB] for one, [en-GB, es-ES] for two";
export const siteLanguagesSchema = z
  .array(language, { error: listed })
  .min(1, listed)
  .superRefine((tags, ctx) => {
    const problem = languageListProblem(tags);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** content/site.yaml: where the site lives, in which languages, and where the editor saves; set once when the site is set up. */
export const siteSchema = z.strictObject({
  address,
  languages: siteLanguagesSchema,
  repository: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/,
      "must be the repository as the git host writes it: owner/name, like our-films/our-film-site",
    ),
  branch: z.string().regex(/^[^\s~^:?*[\\]+$/, "must be the name of a branch, like main"),
});
