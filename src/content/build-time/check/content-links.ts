// The link rules, applied to every string of content that is a link: fields named like one
// (href, to, url, link, path, origin, ...Url), e-mail and phone fields (pages turn them into
// mailto: and tel: links), and any other string that starts like a link. One message per
// link, in the style of the other checks: `<file>:<line>: <field> <reason>`. The site's pages and
// files are given (`Site`): the build reads them from disk, the editor from the list the build made.
import { isValidPhoneNumber } from "libphonenumber-js/max";
import { emailSchema } from "../schema/formats.ts";
import { at, type ContentString } from "./content-strings.ts";

export type Site = {
  /** Paths of the prerendered pages. */
  pages: readonly string[];
  /** Whether a site path (decoded, no query or fragment) is a file the site serves. */
  isFile: (sitePath: string) => boolean;
  /** The site's own origin: absolute links to it must name a page or file too. */
  origin: string;
};

const linkKey = /^(href|to|url|link|src|path|origin)$|(Url|Href|Link|Path)$/;
const emailKey = /^e-?mail$|Email$/i;
const phoneKey = /^(phone|tel|telephone)$|Phone$/i;
// Strings that start like a link are checked whatever their field is called.
const linkStart = /^(#|\/|www\.|(https?|mailto|tel|javascript|data|vbscript|file|ftp|sms):)/i;

const email = emailSchema;
/**
 * A number any phone can dial from abroad: "+", the country code, then a number that country
 * really uses (libphonenumber's full metadata), with spaces, dots, dashes or brackets as written.
 */
const isInternationalPhone = (n: string) => n.trim().startsWith("+") && isValidPhoneNumber(n);
const notPhone = (value: string) => `"${value}" is not a phone number in international form (+, country code, number)`;

function decode(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}

function mailtoReason(value: string): string | undefined {
  const [to = "", query] = value.slice("mailto:".length).split("?");
  const addresses = decode(to)?.split(",").filter(Boolean);
  if (addresses?.length === 0) return `"${value}" has no e-mail address`;
  if (!addresses || addresses.some((a) => !email.safeParse(a).success)) return `"${value}" does not name a valid e-mail address`;
  if (query !== undefined && /\s/.test(query)) return `"${value}" is not a well-formed link (spaces in the subject must be encoded)`;
  return undefined;
}

/** `value` as written; `link` the site path it points to (the same, or the path of an absolute URL). */
function internalReason(value: string, link: string, site: Site): string | undefined {
  const sitePath = link.split(/[?#]/)[0]!;
  const decoded = decode(sitePath);
  if (decoded === undefined) return `"${value}" is not a well-formed path`;
  const page = decoded.length > 1 ? decoded.replace(/\/$/, "") : decoded;
  if (site.pages.includes(page) || site.isFile(decoded)) return undefined;
  if (!/\.[a-z0-9]+$/i.test(page)) return `"${value}" is not a page of the site`;
  return page.startsWith("/uploads/") ? `"${value}" is not a file in content/uploads` : `"${value}" is not a file in public/`;
}

/** Why a link is refused, or undefined when it is fine. */
export function linkReason(value: string, site: Site): string | undefined {
  if (value.trim() === "") return "must not be empty";
  if (value === "#") return `"#" is a placeholder, not a link`;
  if (value.startsWith("#")) return `"${value}" is only a fragment: put the page's path before the #`;
  if (/\s/.test(value) && !/^(mailto|tel):/i.test(value)) return `"${value}" is not a well-formed link (it contains a space)`;
  if (value.startsWith("//")) return `"${value}" must start with https:`;
  if (value.startsWith("/")) return internalReason(value, value, site);

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === "javascript") return `"${value}" runs a script instead of opening a page`;
  if (scheme === "mailto") return mailtoReason(value);
  if (scheme === "tel") return isInternationalPhone(decode(value.slice(4)) ?? "") ? undefined : notPhone(value);
  if (scheme === "http") return `"${value}" must use https`;
  if (scheme !== "https") {
    return scheme === undefined
      ? `"${value}" is neither an https URL nor a path starting with /`
      : `"${value}" is not an https, mailto: or tel: link`;
  }
  // URL() forgives "https:/host" and "https:host"; a link the team types must not need forgiving.
  if (!/^https:\/\/[^/]/i.test(value)) return `"${value}" is not a well-formed URL`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a well-formed URL`;
  }
  if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return `"${value}" is not a well-formed URL (no domain name)`;
  if (url.origin === site.origin && url.pathname !== "/") return internalReason(value, url.pathname, site);
  return undefined;
}

function reasonFor(s: ContentString, site: Site): string | undefined {
  if (linkKey.test(s.key)) return linkReason(s.value, site);
  if (emailKey.test(s.key)) return email.safeParse(s.value).success ? undefined : `"${s.value}" is not a valid e-mail address`;
  if (phoneKey.test(s.key)) return isInternationalPhone(s.value) ? undefined : notPhone(s.value);
  if (linkStart.test(s.value.trim())) return linkReason(s.value, site);
  return undefined;
}

export function linkProblems(strings: ContentString[], site: Site): string[] {
  return strings.flatMap((s) => {
    const reason = reasonFor(s, site);
    return reason === undefined ? [] : [`${at(s)} ${reason}`];
  });
}
