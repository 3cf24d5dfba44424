import { z } from "zod";
import { languageListProblem, languageProblem } from "../site-languages.ts";
import { defaultMergeTags, listProblem, signUpServiceNames } from "../../sign-up-services.ts";
import { emailSchema, httpsUrl } from "./formats.ts";

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

/** A Mailchimp merge tag, as the audience's settings write it: capitals and digits, at most ten. */
const mergeTag = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{0,9}$/, "must be a merge tag as Mailchimp writes it: capitals, at most ten, like COUNTRY");

/**
 * The list "Tell me when it plays near me" adds people to (src/content/sign-up-services.ts), and
 * what the privacy page says of it. Left out: no form, no privacy page, no link to either.
 */
export const signUpSchema = z
  .strictObject({
    service: z.enum(signUpServiceNames, { error: `must be one of ${signUpServiceNames.join(", ")}` }),
    /** Buttondown: the newsletter's username; Mailchimp: the embedded form's address; Netlify: the form's name. */
    list: z.string().trim().min(1, "must name the list"),
    /** Mailchimp: the audience's merge tags for the country, the town and the language, if not COUNTRY, TOWN and LANGUAGE. */
    mergeTags: z
      .strictObject(
        Object.fromEntries(Object.keys(defaultMergeTags).map((k) => [k, mergeTag.optional()])) as Record<
          keyof typeof defaultMergeTags,
          z.ZodOptional<typeof mergeTag>
        >,
      )
      .optional(),
    /** The day the team deletes the list at the latest; the privacy page says it. */
    keepUntil: z.iso.date({ error: "needs the day the list is deleted at the latest, like 2028-12-31" }),
    /** Where a person may complain about what is done with their address: the regulator of the company's country. */
    regulator: z.strictObject({
      name: z.string().trim().min(1, "must name the regulator, like Information Commissioner's Office"),
      address: httpsUrl,
    }),
    /** Who answers for the list, if not the press contact: an e-mail address. */
    contact: emailSchema.optional(),
  })
  .superRefine(
    (signUp, ctx) => {
      // Run whatever else is wrong (a regulator without its address), so that one report names it all.
      if (!signUpServiceNames.includes(signUp.service) || typeof signUp.list !== "string") return;
      const problem = listProblem(signUp.service, signUp.list.trim());
      if (problem) ctx.addIssue({ code: "custom", path: ["list"], message: problem });
      if (signUp.mergeTags !== undefined && signUp.service !== "mailchimp")
        ctx.addIssue({ code: "custom", path: ["mergeTags"], message: "are Mailchimp's alone: leave them out for this service" });
    },
    { when: ({ value }) => typeof value === "object" && value !== null },
  );

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
  signUp: signUpSchema.optional(),
});
