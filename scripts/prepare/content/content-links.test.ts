import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentProblems } from "./content-check.ts";
import { contentStrings } from "#src/content/build-time/check/content-strings.ts";
import { pressContact } from "#src/content/contact.ts";
import { lineOf, textOf, withEdits } from "./edited-content.ts";
import { linkProblems as linkProblemsOn, linkReason } from "#src/content/build-time/check/content-links.ts";
import { thisSite } from "./this-site.ts";
import { seedSite } from "../../test/fixture-site.ts";

// Feeds deliberately broken copies of the content files through the link rules.
const linkProblems = (strings: Parameters<typeof linkProblemsOn>[0]) => linkProblemsOn(strings, thisSite);
const today = withEdits();
/** The link problems of the content files with the edits made. */
function linksAfter(edits: Parameters<typeof withEdits>[0]): string[] {
  const { files, problems } = withEdits(edits);
  expect(problems).toEqual([]);
  return linkProblems(contentStrings(files));
}
// The seed's Instagram link, its press contact's address and its site's address.
const social = /href: https:\/\/www\.instagram\.com\/\S*/.exec(textOf("links"))![0];
const email = pressContact.email;
const mailbox = email.slice(0, email.indexOf("@") + 1);
const { origin } = thisSite;
const host = new URL(origin).host;
const imdb = "href: https://www.imdb.com/title/tt32990001/";

describe("content links", () => {
  it("passes the real content", () => {
    expect(linkProblems(contentStrings(today.files))).toEqual([]);
  });

  it("names the file, line and field of a link to a page that does not exist", () => {
    expect(linksAfter({ links: { find: social, replace: "href: /presss" } })).toEqual([
      `content/links.yaml:${lineOf("links", social)}: href "/presss" is not a page of the site`,
    ]);
  });

  it("refuses every kind of broken link, one message each", () => {
    const problems = linksAfter({
      links: [
        { find: social, replace: 'href: "#"' },
        { find: imdb, replace: "href: https//www.imdb.com/title/tt32990001/" },
      ],
      contact: [
        { find: `email: ${email}`, replace: `email: ${mailbox}` },
        { find: "phone: +44 20 7946 0321", replace: "phone: 020 7946 0321" },
      ],
      downloads: {
        find: "en: The festival teaser in HD, ready for programmes and social media.",
        replace: "en: http://vimeo.com/1012345602",
      },
      notifications: { find: "en: Creating your press package", replace: "en: javascript:void(0)" },
    });
    expect(problems).toEqual([
      `content/links.yaml:${lineOf("links", imdb)}: href "https//www.imdb.com/title/tt32990001/" is neither an https URL nor a path starting with /`,
      `content/links.yaml:${lineOf("links", social)}: href "#" is a placeholder, not a link`,
      `content/contact.yaml:${lineOf("contact", `email: ${email}`)}: email "${mailbox}" is not a valid e-mail address`,
      `content/contact.yaml:${lineOf("contact", "phone: +44")}: phone "020 7946 0321" is not a phone number in international form (+, country code, number)`,
      `content/downloads.yaml:${lineOf("downloads", "The festival teaser")}: description "http://vimeo.com/1012345602" must use https`,
      `content/notifications.yaml:${lineOf("notifications", "Creating your press package")}: description "javascript:void(0)" runs a script instead of opening a page`,
    ]);
  });

  it("refuses a video ID that would make a broken link", () => {
    expect(withEdits({ links: { find: 'trailer: "1012345601"', replace: "trailer: 1012345601 final" } }).problems).toEqual([
      `content/links.yaml:${lineOf("links", "trailer:")}: trailer "1012345601 final" must be the video's ID: letters, digits, - or _`,
    ]);
    expect(withEdits({ links: { find: 'trailer: "1012345601"', replace: "trailer: 1012345601" } }).problems).toEqual([]);
  });

  it("checks strings that start like a link whatever their field, mailto and tel included", () => {
    expect(
      linksAfter({
        contact: [
          { find: "en: Screener Access Request", replace: "en: mailto:?subject=Screener%20Access%20Request" },
          { find: "en: Press Interview Request", replace: "en: tel:020 7946 0321" },
        ],
      }),
    ).toEqual([
      `content/contact.yaml:${lineOf("contact", "en: Screener")}: screener "mailto:?subject=Screener%20Access%20Request" has no e-mail address`,
      `content/contact.yaml:${lineOf("contact", "en: Press Interview")}: interview "tel:020 7946 0321" is not a phone number in international form (+, country code, number)`,
    ]);
  });

  it.each([
    ["/", undefined],
    ["/stills", undefined],
    ["/press/", undefined],
    ["/press#downloads", undefined],
    ["/uploads/poster.jpg", undefined],
    ["/favicon.svg", undefined],
    ["/img/og-image.jpg", undefined], // written by the build (scripts/prepare/assets/site-assets.ts)
    ["/../package.json", '"/../package.json" is not a file in public/'],
    ["/uploads/Poster.jpg", '"/uploads/Poster.jpg" is not a file in content/uploads'],
    ["#cast", `"#cast" is only a fragment: put the page's path before the #`],
    ["//cdn.example/x.jpg", '"//cdn.example/x.jpg" must start with https:'],
    ["https:/www.imdb.com", '"https:/www.imdb.com" is not a well-formed URL'],
    ["https://imdb", '"https://imdb" is not a well-formed URL (no domain name)'],
    [`${origin}/presss`, `"${origin}/presss" is not a page of the site`],
    [`${origin}/press`, undefined],
    [`ftp://${host}/stills.zip`, `"ftp://${host}/stills.zip" is not an https, mailto: or tel: link`],
    [`mailto:${email}?subject=Press%20Interview%20Request`, undefined],
    // The address without its top-level domain.
    [`mailto:${email.replace(/\.[^.@]+$/, "")}`, `"mailto:${email.replace(/\.[^.@]+$/, "")}" does not name a valid e-mail address`],
    [`mailto:${email}?subject=Press Interview`, expect.stringContaining("spaces in the subject must be encoded")],
    ["tel:+44 20 7946 0321", undefined],
    ["tel:+44-20-7946-0321", undefined],
    ["tel:+44", '"tel:+44" is not a phone number in international form (+, country code, number)'],
    // Real numbers and addresses anywhere pass, not only the UK drama range.
    ["tel:+34 912 345 678", undefined],
    ["tel:+33 1 23 45 67 89", undefined],
    ["tel:+1 (212) 555-0123", undefined],
    ["tel:+44 20 7946 03211", '"tel:+44 20 7946 03211" is not a phone number in international form (+, country code, number)'],
    ["mailto:prensa@película.es", undefined],
    ["mailto:marie.dupont+press@festival.fr", undefined],
    ["mailto:prensa@localhost", '"mailto:prensa@localhost" does not name a valid e-mail address'],
  ])("%s", (link, reason) => {
    expect(linkReason(link, thisSite)).toEqual(reason);
  });
});

describe("content problems", () => {
  const uploadsDir = path.join(seedSite, "content/uploads");

  it("passes the seed fixture's content", async () => {
    expect(await contentProblems({ uploadsDir, files: today.files })).toEqual([]);
  });

  it("passes a press contact in Spain, with an accented address", async () => {
    const { files, problems } = withEdits({
      contact: [
        { find: `email: ${email}`, replace: "email: prensa@película.es" },
        { find: "phone: +44 20 7946 0321", replace: "phone: +34 912 345 678" },
      ],
    });
    expect(problems).toEqual([]);
    expect(await contentProblems({ uploadsDir, files })).toEqual([]);
  });

  it("reports a broken link once, not again as a schema problem", async () => {
    const { files, problems } = withEdits({ links: { find: social, replace: 'href: "#"' } });
    expect(problems).toEqual([]);
    expect(await contentProblems({ uploadsDir, files })).toEqual([
      `content/links.yaml:${lineOf("links", social)}: href "#" is a placeholder, not a link`,
    ]);
  });
});
