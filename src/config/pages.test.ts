import { index, route } from "@react-router/dev/routes";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  hasPage,
  navLinksOf,
  navWordsKeysOf,
  pagePath,
  pagePaths,
  pagePathsOf,
  pages,
  pagesWith,
  prerenderPathsOf,
  sitemapPathsOf,
  type Page,
} from "./pages.ts";
import { routeConfigOf } from "./route-config.ts";
import { navLinks } from "../content/nav.ts";
import routeConfig from "../routes.ts";

const todaysPages = ["/", "/about", "/cast-crew", "/behind-the-scenes", "/festivals", "/press", "/contact", "/stills"];
// What a site built from content with festivals and photos but no release has (the seed's): /watch is not built.
const withoutReleases = pagesWith(pages, {
  releases: false,
  festivals: true,
  behindTheScenesPhotos: true,
  signUp: false,
  signUpHere: false,
});
const prerenderPaths = prerenderPathsOf(withoutReleases);
const sitemapPaths = sitemapPathsOf(withoutReleases);

describe("page registry", () => {
  it("gives the site today's routes, prerender list, navigation, sitemap and page list", () => {
    expect(routeConfig).toEqual([
      index("routes/home.tsx"),
      route("about", "routes/about.tsx"),
      route("cast-crew", "routes/cast-crew.tsx"),
      route("behind-the-scenes", "routes/behind-the-scenes.tsx"),
      route("festivals", "routes/festivals.tsx"),
      route("press", "routes/press.tsx"),
      route("contact", "routes/contact.tsx"),
      route("stills", "routes/stills.tsx"),
      route("watch", "routes/watch.tsx"),
      route("privacy", "routes/privacy.tsx"),
      route("signed-up", "routes/signed-up.tsx"),
      route("*", "routes/not-found.tsx"),
    ]);
    expect(prerenderPaths).toEqual([...todaysPages, "/404"]);
    // The seven links of the site navigation, in order; /stills is reached from the pages instead.
    expect(navLinks).toEqual([
      { to: "/", label: "Home" },
      { to: "/about", label: "About" },
      { to: "/cast-crew", label: "Cast & Crew" },
      { to: "/behind-the-scenes", label: "Behind the Scenes" },
      { to: "/festivals", label: "Festivals" },
      { to: "/press", label: "Press" },
      { to: "/contact", label: "Contact" },
    ]);
    expect(sitemapPaths).toEqual(todaysPages);
    expect(pagePaths).toEqual([...todaysPages, "/watch", "/privacy", "/signed-up"]);
    expect(routeConfigOf(pages)).toEqual(routeConfig);
    expect(navLinksOf(pages, Object.fromEntries(navLinks.map((l, i) => [navWordsKeysOf(pages)[i]!, l.label])))).toEqual(navLinks);
  });

  it("builds the privacy page, in the sitemap, only while a list is named, and the sign-up's own page only where the site's host collects it", () => {
    const none = { releases: false, festivals: true, behindTheScenesPhotos: true, signUp: false, signUpHere: false };
    expect(pagePathsOf(pagesWith(pages, none))).not.toContain("/privacy");
    expect(hasPage("privacy", none)).toBe(false);
    const listed = { ...none, signUp: true };
    expect(sitemapPathsOf(pagesWith(pages, listed))).toContain("/privacy");
    expect(pagePathsOf(pagesWith(pages, listed))).not.toContain("/signed-up");
    const collected = { ...listed, signUpHere: true };
    expect(prerenderPathsOf(pagesWith(pages, collected))).toContain("/signed-up");
    expect(sitemapPathsOf(pagesWith(pages, collected))).not.toContain("/signed-up");
  });

  it("builds /watch, and lists it in the sitemap, only while content lists a release", () => {
    const withReleases = pagesWith(pages, {
      releases: true,
      festivals: true,
      behindTheScenesPhotos: true,
      signUp: false,
      signUpHere: false,
    });
    expect(prerenderPathsOf(withReleases)).toEqual([...todaysPages, "/watch", "/404"]);
    expect(sitemapPathsOf(withReleases)).toEqual([...todaysPages, "/watch"]);
    expect(pagePathsOf(withoutReleases)).toEqual(todaysPages);
  });

  it("builds /festivals and Behind the Scenes, and links them in the navigation, only while content lists festivals and photos", () => {
    const words = Object.fromEntries(navLinks.map((l, i) => [navWordsKeysOf(pages)[i]!, l.label]));
    // A new film's first days: no festival listed, no photo from the set, no release.
    const nothingYet = { releases: false, festivals: false, behindTheScenesPhotos: false, signUp: false, signUpHere: false };
    const firstDays = pagesWith(pages, nothingYet);
    const without = (...paths: string[]) => todaysPages.filter((p) => !paths.includes(p));
    expect(prerenderPathsOf(firstDays)).toEqual([...without("/festivals", "/behind-the-scenes"), "/404"]);
    expect(sitemapPathsOf(firstDays)).toEqual(without("/festivals", "/behind-the-scenes"));
    expect(navLinksOf(firstDays, words).map((l) => l.to)).toEqual(["/", "/about", "/cast-crew", "/press", "/contact"]);
    expect(hasPage("festivals", nothingYet)).toBe(false);
    expect(hasPage("behind-the-scenes", nothingYet)).toBe(false);
    expect(hasPage("press", nothingYet)).toBe(true);
    // Each page follows its own list.
    const festivals = pagesWith(pages, { ...nothingYet, festivals: true });
    expect(sitemapPathsOf(festivals)).toEqual(without("/behind-the-scenes"));
    expect(navLinksOf(festivals, words).map((l) => l.to)).toContain("/festivals");
    const photos = pagesWith(pages, { ...nothingYet, behindTheScenesPhotos: true, signUp: false, signUpHere: false });
    expect(sitemapPathsOf(photos)).toEqual(without("/festivals"));
    expect(hasPage("behind-the-scenes", { ...nothingYet, behindTheScenesPhotos: true, signUp: false, signUpHere: false })).toBe(true);
  });

  it("names each page, path and route module once", () => {
    for (const key of ["id", "path", "file"] as const) {
      const values = pages.map((p) => p[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    expect(pagePath("cast-crew")).toBe("/cast-crew");
  });

  describe("a page added to the registry, and nowhere else", () => {
    const screenings = {
      id: "screenings",
      path: "/screenings",
      file: "routes/screenings.tsx",
      inNav: true,
      inSitemap: true,
    } satisfies Page;
    const withScreenings = [...withoutReleases, screenings];
    const words = { ...Object.fromEntries(navLinks.map((l, i) => [navWordsKeysOf(pages)[i]!, l.label])), screenings: "Screenings" };

    it("is routed, prerendered, in the navigation and the sitemap, and visited by the browser tests", () => {
      expect(routeConfigOf(withScreenings)).toContainEqual(route("screenings", "routes/screenings.tsx"));
      expect(prerenderPathsOf(withScreenings)).toEqual([...prerenderPaths, "/screenings"]);
      expect(navLinksOf(withScreenings, words)).toEqual([...navLinks, { to: "/screenings", label: "Screenings" }]);
      // Its link's words are asked for under its id in content/words/common.yaml.
      expect(navWordsKeysOf(withScreenings)).toEqual([...navWordsKeysOf(pages), "screenings"]);
      expect(sitemapPathsOf(withScreenings)).toEqual([...sitemapPaths, "/screenings"]);
      // The browser tests' routes and the pages content may link to.
      expect(pagePathsOf(withScreenings)).toEqual([...pagePathsOf(withoutReleases), "/screenings"]);
    });

    it("stays out of the navigation when not marked for it, and out of the sitemap likewise", () => {
      const unlisted = [...withoutReleases, { ...screenings, inNav: false, inSitemap: false } satisfies Page];
      expect(navLinksOf(unlisted, words)).toEqual(navLinks);
      expect(navWordsKeysOf(unlisted)).toEqual(navWordsKeysOf(pages));
      expect(sitemapPathsOf(unlisted)).toEqual(sitemapPaths);
      expect(prerenderPathsOf(unlisted)).toContain("/screenings");
      expect(pagePathsOf(unlisted)).toContain("/screenings");
    });
  });

  it("is the only place a page's path is written: the site's modules ask it with pagePath()", () => {
    const src = path.resolve(import.meta.dirname, "..");
    const modules = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith("config/") && !f.startsWith("generated/"),
    );
    const written = modules.flatMap((f) => {
      const code = readFileSync(path.join(src, f), "utf8");
      return pagePaths.filter((p) => p !== "/" && new RegExp(`["'\`]${p}["'\`#]`).test(code)).map((p) => `${f}: ${p}`);
    });
    expect(written).toEqual([]);
  });
});
