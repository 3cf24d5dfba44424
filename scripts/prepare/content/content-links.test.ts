import path from "node:path";
import { describe, expect, it } from "vitest";
import * as content from "../../../src/content";
import { checks, contentProblems } from "./content-check";
import { contentStrings, loadContentModules, type ContentModule } from "./content-strings";
import { linkProblems, linkReason, thisSite } from "./content-links";

// Feeds deliberately broken in-memory copies of the content modules through the link rules.
const real = await loadContentModules();

/** The real modules with some exports of `file` replaced. */
function withExports(file: string, replaced: Record<string, unknown>): ContentModule[] {
  return real.map((m) => (m.file === file ? { file, exports: { ...m.exports, ...replaced } } : m));
}

describe("content links", () => {
  it("passes the real content", () => {
    expect(linkProblems(contentStrings(real))).toEqual([]);
  });

  it("names the file and field of a link to a page that does not exist", () => {
    const navLinks = content.navLinks.map((l, i) => (i === 2 ? { ...l, to: "/presss" } : l));
    expect(linkProblems(contentStrings(withExports("src/content/site.ts", { navLinks })))).toEqual([
      'src/content/site.ts: navLinks[2].to: "/presss" is not a page of the site',
    ]);
  });

  it("refuses every kind of broken link, one message each", () => {
    const modules = withExports("src/content/links.ts", {
      socialLink: { label: "Instagram", href: "#" },
      filmDatabaseLink: { label: "IMDb", href: "https//www.imdb.com/title/tt32990001/" },
      trailerPageUrl: "http://vimeo.com/1012345601",
      teaserPageUrl: "javascript:void(0)",
      btsFeaturettePageUrl: "",
      videoHost: { ...content.videoHost, origin: "https://player vimeo.com" },
    }).map((m) =>
      m.file === "src/content/contact.ts"
        ? { ...m, exports: { ...m.exports, pressContact: { ...content.pressContact, email: "daniel@", phone: "020 7946 0321" } } }
        : m.file === "src/content/site.ts"
          ? { ...m, exports: { ...m.exports, ogImage: { ...content.ogImage, path: "/img/og.jpg" } } }
          : m,
    );
    expect(linkProblems(contentStrings(modules))).toEqual([
      'src/content/contact.ts: pressContact.email: "daniel@" is not a valid e-mail address',
      'src/content/contact.ts: pressContact.phone: "020 7946 0321" is not a phone number in international form (+, country code, number)',
      "src/content/links.ts: btsFeaturettePageUrl: must not be empty",
      'src/content/links.ts: filmDatabaseLink.href: "https//www.imdb.com/title/tt32990001/" is neither an https URL nor a path starting with /',
      'src/content/links.ts: socialLink.href: "#" is a placeholder, not a link',
      'src/content/links.ts: teaserPageUrl: "javascript:void(0)" runs a script instead of opening a page',
      'src/content/links.ts: trailerPageUrl: "http://vimeo.com/1012345601" must use https',
      'src/content/links.ts: videoHost.origin: "https://player vimeo.com" is not a well-formed link (it contains a space)',
      'src/content/site.ts: ogImage.path: "/img/og.jpg" is not a file in public/',
    ]);
  });

  it("checks strings that start like a link whatever their field, mailto and tel included", () => {
    const modules = withExports("src/content/contact.ts", {
      mailSubjects: { screener: "mailto:?subject=Screener%20Access%20Request", interview: "tel:020 7946 0321" },
    });
    expect(linkProblems(contentStrings(modules))).toEqual([
      'src/content/contact.ts: mailSubjects.screener: "mailto:?subject=Screener%20Access%20Request" has no e-mail address',
      'src/content/contact.ts: mailSubjects.interview: "tel:020 7946 0321" is not a phone number in international form (+, country code, number)',
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
    ["/uploads/Poster.jpg", '"/uploads/Poster.jpg" is not a file in public/'],
    ["#cast", `"#cast" is only a fragment: put the page's path before the #`],
    ["//cdn.example/x.jpg", '"//cdn.example/x.jpg" must start with https:'],
    ["https:/www.imdb.com", '"https:/www.imdb.com" is not a well-formed URL'],
    ["https://imdb", '"https://imdb" is not a well-formed URL (no domain name)'],
    ["https://girasolfilm.example/presss", '"https://girasolfilm.example/presss" is not a page of the site'],
    ["https://girasolfilm.example/press", undefined],
    ["ftp://girasolfilm.example/stills.zip", '"ftp://girasolfilm.example/stills.zip" is not an https, mailto: or tel: link'],
    ["mailto:daniel@girasolfilm.example?subject=Press%20Interview%20Request", undefined],
    ["mailto:daniel@girasolfilm", '"mailto:daniel@girasolfilm" does not name a valid e-mail address'],
    ["mailto:daniel@girasolfilm.example?subject=Press Interview", expect.stringContaining("spaces in the subject must be encoded")],
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
  const uploadsDir = path.resolve(import.meta.dirname, "../../../public/uploads");

  it("passes the real content", async () => {
    expect(await contentProblems({ uploadsDir })).toEqual([]);
  });

  it("passes a press contact in Spain, with an accented address", async () => {
    const pressContact = { ...content.pressContact, email: "prensa@película.es", phone: "+34 912 345 678" };
    const problems = await contentProblems({
      uploadsDir,
      modules: withExports("src/content/contact.ts", { pressContact }),
      checks: checks.map((c) => (c.name === "pressContact" ? { ...c, value: pressContact } : c)),
    });
    expect(problems).toEqual([]);
  });

  it("reports a broken link once, not again as a schema problem", async () => {
    const socialLink = { label: "Instagram", href: "#" };
    const problems = await contentProblems({
      uploadsDir,
      modules: withExports("src/content/links.ts", { socialLink }),
      checks: checks.map((c) => (c.name === "socialLink" ? { ...c, value: socialLink } : c)),
    });
    expect(problems).toEqual(['src/content/links.ts: socialLink.href: "#" is a placeholder, not a link']);
  });
});
