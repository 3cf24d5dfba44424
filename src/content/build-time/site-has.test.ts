import { describe, expect, it } from "vitest";
import { inLanguage } from "./check/read-texts.ts";
import { siteHasOf } from "./site-has.ts";
import { readCollections } from "../../../scripts/prepare/content/read-collections.ts";
import { seedSite } from "../../../scripts/test/fixture-site.ts";

// Which pages a site has follows what its content lists: the seed's, then the seed with its
// lists emptied as a new film's would be.
const { files } = readCollections({ root: seedSite });
const festivals = inLanguage(files, "festivals", "en");
const stills = inLanguage(files, "stills", "en");
const site = { signUp: undefined };

describe("what a site's content lists of what it may leave empty", () => {
  it("has the seed's festivals and photos, and no release", () => {
    expect(siteHasOf({ festivals, stills, releases: [], site })).toEqual({
      releases: false,
      festivals: true,
      behindTheScenesPhotos: true,
      signUp: false,
      signUpHere: false,
    });
    expect(siteHasOf({ festivals, stills, releases: [{}], site }).releases).toBe(true);
  });

  it("has no festivals with none listed, or only those that said no, which are never named", () => {
    const none = { ...festivals, submissions: [], targets: [] };
    expect(siteHasOf({ festivals: none, stills, releases: [], site }).festivals).toBe(false);
    const declined = festivals.submissions.slice(0, 2).map((s) => ({ ...s, status: "Not Selected" as const }));
    expect(siteHasOf({ festivals: { ...none, submissions: declined }, stills, releases: [], site }).festivals).toBe(false);
    // Aimed for before the first submission: the targets make the page.
    expect(siteHasOf({ festivals: { ...none, targets: festivals.targets.slice(0, 1) }, stills, releases: [], site }).festivals).toBe(true);
  });

  it("has no Behind the Scenes photos with no on-set photo and no film still", () => {
    const none = { ...stills, onSetPhotos: [], filmStills: [] };
    expect(siteHasOf({ festivals, stills: none, releases: [], site }).behindTheScenesPhotos).toBe(false);
    expect(
      siteHasOf({ festivals, stills: { ...none, filmStills: stills.filmStills.slice(0, 1) }, releases: [], site }).behindTheScenesPhotos,
    ).toBe(true);
    expect(
      siteHasOf({ festivals, stills: { ...none, onSetPhotos: stills.onSetPhotos.slice(0, 1) }, releases: [], site }).behindTheScenesPhotos,
    ).toBe(true);
  });

  it("has the privacy page with a list named, and the page a sign-up ends on where the site's own host collects it", () => {
    const signUp = {
      service: "buttondown" as const,
      list: "tabu",
      keepUntil: "2028-12-31",
      regulator: { name: "ICO", address: "https://ico.org.uk" },
    };
    expect(siteHasOf({ festivals, stills, releases: [], site: { signUp } })).toMatchObject({ signUp: true, signUpHere: false });
    const netlify = { ...signUp, service: "netlify" as const, list: "tell-me" };
    expect(siteHasOf({ festivals, stills, releases: [], site: { signUp: netlify } })).toMatchObject({ signUp: true, signUpHere: true });
  });
});
