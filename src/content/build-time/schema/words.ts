import { z } from "zod";
import { navWordsKeysOf, pages, wordsKeyOf } from "../../../config/pages.ts";
import { wordText } from "./localized-text.ts";

/**
 * A file of content/words/: the words of the site's pages, dialogs and buttons, by part of the
 * page, each in every language of the site (and the kit's others, kept for later). `{name}` in a text is filled in by the page ("{count} Festivals").
 */
export const wordsSchema = z.record(z.string(), z.record(z.string(), wordText));

/**
 * content/words/common.yaml: the words every page shares, with the navigation's link to each page
 * it shows under `nav:` by the page's id as one word (src/config/pages.ts), and no link for another.
 */
export const commonWordsSchema = wordsSchema.superRefine(({ nav = {} }, ctx) => {
  const keys = navWordsKeysOf(pages);
  const navPages = pages.filter((p) => p.inNav);
  for (const page of navPages)
    if (!(wordsKeyOf(page.id) in nav))
      ctx.addIssue({
        code: "custom",
        path: ["nav"],
        message: `nav has no link for the page ${page.path}: write its words under nav: as ${wordsKeyOf(page.id)}:, in each of the site's languages`,
        params: { sentence: true },
      });
  for (const key of Object.keys(nav))
    if (!keys.includes(key))
      ctx.addIssue({
        code: "custom",
        path: ["nav", key],
        message: `nav has a link "${key}", but the navigation shows no page of that name: its pages are ${keys.join(", ")}`,
        params: { sentence: true },
      });
});
