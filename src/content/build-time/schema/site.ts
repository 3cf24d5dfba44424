import { z } from "zod";

/** The site's address: https, a host and nothing after it, since every page's address is built on it. */
const address = z
  .url({ protocol: /^https$/, error: "must be the site's address, a full https:// link like https://www.yourfilm.com", abort: true })
  .refine((written) => /^https:\/\/[^/?#]+\/?$/.test(written), "must be the site's address alone, with nothing after the name")
  .transform((written) => written.replace(/\/$/, ""));

/** content/site.yaml: where the site lives and where the editor saves, set once when the site is set up. */
export const siteSchema = z.strictObject({
  address,
  repository: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/,
      "must be the repository as the git host writes it: owner/name, like our-films/our-film-site",
    ),
  branch: z.string().regex(/^[^\s~^:?*[\\]+$/, "must be the name of a branch, like main"),
});
