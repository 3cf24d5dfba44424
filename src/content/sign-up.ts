import site from "#lang/site.json";
import type { CollectionData } from "./build-time/collections.ts";
import { pressContact } from "./contact.ts";
import { lang } from "./language.ts";
import { formAction, formFields, signUpServices } from "./sign-up-services.ts";
import { pagePath } from "../config/pages.ts";
import { pathIn } from "../lib/languages.ts";

// The list "Tell me when it plays near me" posts to, as content/site.yaml names it (signUp): none
// on a new film's site, which then has no form, no privacy page and no link to either.
const settings = (site as CollectionData<"site">).signUp;

export type SignUp = NonNullable<CollectionData<"site">["signUp"]> & {
  /** The service's facts: its name, where it keeps the list, whether it confirms first. */
  about: (typeof signUpServices)[keyof typeof signUpServices];
  /** Where the form posts. */
  action: string;
  fields: ReturnType<typeof formFields>;
  /** Who answers for the list: its own contact, or the press contact. */
  contactEmail: string;
};

export const signUp: SignUp | undefined = settings && {
  ...settings,
  about: signUpServices[settings.service],
  // Netlify collects the post on the site's own host and answers with the page it names.
  action: formAction(settings, pathIn(lang, pagePath("signed-up"))),
  fields: formFields(settings, lang),
  contactEmail: settings.contact ?? pressContact.email,
};
