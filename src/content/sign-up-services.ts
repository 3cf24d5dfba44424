// The lists "Tell me when it plays near me" can post to, each as its own documentation describes
// its sign-up form. The team names one in content/site.yaml (signUp); the site keeps no address
// itself. Plain data and pure functions: the build, the editor's check and the pages read them.

export const signUpServiceNames = ["buttondown", "mailchimp", "netlify"] as const;
export type SignUpServiceName = (typeof signUpServiceNames)[number];

export type SignUpService = {
  /** The company's name as it writes it. */
  name: string;
  /** Where the company is and keeps its lists (ISO 3166), for the privacy page. */
  country: string;
  /** Its privacy policy. */
  privacyPolicy: string;
  /** It sends a confirmation e-mail first (double opt-in), as it does by default. */
  doubleOptIn: boolean;
  /**
   * The page may post to it and say the answer itself: Netlify's form answers the site's own
   * address. Buttondown asks that its form not be fetched, and Mailchimp's form answers across
   * origins only as a page: the visitor goes to the service's own page, in the same tab.
   */
  answersInPage: boolean;
  /** It sends the team's e-mails, each with its link to leave; Netlify only collects the sign-ups. */
  sendsMail: boolean;
  /** What the team writes as `list`, for the build's message. */
  listIs: string;
};

export const signUpServices: Record<SignUpServiceName, SignUpService> = {
  buttondown: {
    sendsMail: true,
    name: "Buttondown",
    country: "US",
    privacyPolicy: "https://buttondown.com/legal/privacy",
    doubleOptIn: true,
    answersInPage: false,
    listIs: "the newsletter's username, as in buttondown.com/yourfilm",
  },
  mailchimp: {
    sendsMail: true,
    name: "Mailchimp",
    country: "US",
    privacyPolicy: "https://www.intuit.com/privacy/statement/",
    // An audience confirms by e-mail only where its settings turn double opt-in on: off by default.
    doubleOptIn: false,
    answersInPage: false,
    listIs: "the address of the audience's embedded form, https://….list-manage.com/subscribe/post?u=…&id=…",
  },
  netlify: {
    sendsMail: false,
    name: "Netlify",
    country: "US",
    privacyPolicy: "https://www.netlify.com/privacy/",
    doubleOptIn: false,
    answersInPage: true,
    listIs: "the form's name as Netlify lists it, in small letters and dashes, like tell-me",
  },
};

/** The Mailchimp merge tags the form fills in, unless the team names others. */
export const defaultMergeTags = { country: "COUNTRY", town: "TOWN", language: "LANGUAGE" } as const;
export type MergeTags = Record<keyof typeof defaultMergeTags, string>;

/** The list the team names in content/site.yaml (signUp): its service, and which of its lists. */
export type ListSettings = { service: SignUpServiceName; list: string };

const buttondownName = /^[A-Za-z0-9_-]{1,100}$/;
const netlifyName = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** A Mailchimp embedded form's address: its host on list-manage.com, its path, and its u and id. */
export function mailchimpForm(list: string): { origin: string; u: string; id: string } | undefined {
  let url: URL;
  try {
    url = new URL(list);
  } catch {
    return undefined;
  }
  const u = url.searchParams.get("u");
  const id = url.searchParams.get("id");
  if (url.protocol !== "https:" || !/(^|\.)list-manage\.com$/.test(url.hostname) || url.pathname !== "/subscribe/post") return undefined;
  if (!u || !id || !/^[A-Za-z0-9]+$/.test(u) || !/^[A-Za-z0-9]+$/.test(id)) return undefined;
  return { origin: url.origin, u, id };
}

/** What is wrong with `list` for `service`, in the build's words, or undefined. */
export function listProblem(service: SignUpServiceName, list: string): string | undefined {
  const ok =
    service === "buttondown"
      ? buttondownName.test(list)
      : service === "mailchimp"
        ? mailchimpForm(list) !== undefined
        : netlifyName.test(list);
  return ok ? undefined : `must be ${signUpServices[service].listIs}`;
}

/** The address the form posts to: the service's, or for Netlify the site's own page that thanks. */
export function formAction(settings: ListSettings, thanksPath: string): string {
  if (settings.service === "buttondown") return `https://buttondown.com/api/emails/embed-subscribe/${settings.list}`;
  if (settings.service === "mailchimp") return settings.list;
  return thanksPath;
}

/** The one origin the pages' form-action allows: the service's, or the site itself ('self'). */
export function formActionSource(settings: ListSettings | undefined): string {
  if (!settings || settings.service === "netlify") return "'self'";
  if (settings.service === "buttondown") return "https://buttondown.com";
  return mailchimpForm(settings.list)!.origin;
}

/** The names the form's fields take for the service, as its documentation names them. */
export type FormFields = {
  email: string;
  country: string;
  town: string;
  /** The page's language, sent along as a field of its own. */
  language: string;
  /** The consent box's name, where the service keeps it; unnamed, it is checked in the page alone. */
  consent?: string;
  /** A field people never see, which only a robot fills in: the service drops what comes with it filled. */
  honeypot?: string;
  /** Fields the form always sends, as they are. */
  fixed: [name: string, value: string][];
  /** Netlify's form detection: the form's name and its attributes. */
  netlify?: { name: string };
};

export function formFields(settings: ListSettings & { mergeTags?: Partial<MergeTags> }, lang: string): FormFields {
  if (settings.service === "buttondown")
    // Country, town and language as metadata; the language as a tag too, to send each person the message in theirs.
    return {
      email: "email",
      country: "metadata__country",
      town: "metadata__town",
      language: "metadata__language",
      consent: "metadata__consent",
      fixed: [
        ["embed", "1"],
        ["tag", `language-${lang}`],
      ],
    };
  if (settings.service === "mailchimp") {
    const { u, id } = mailchimpForm(settings.list)!;
    const tags = { ...defaultMergeTags, ...settings.mergeTags };
    return { email: "EMAIL", country: tags.country, town: tags.town, language: tags.language, honeypot: `b_${u}_${id}`, fixed: [] };
  }
  return {
    email: "email",
    country: "country",
    town: "town",
    language: "language",
    consent: "consent",
    honeypot: "bot-field",
    fixed: [["form-name", settings.list]],
    netlify: { name: settings.list },
  };
}
