import { describe, expect, it } from "vitest";
import { siteSchema } from "#src/content/build-time/schema/site.ts";
import { repositoryWarnings } from "./site-repository.ts";

const where = (at: PropertyKey[]) => `content/site.yaml:8 (${at.join(".")})`;

describe("content/site.yaml", () => {
  it("warns when the repository being built is not the one the editor saves to", () => {
    const site = { repository: "our-films/first-film-site" };
    expect(repositoryWarnings(site, where, undefined)).toEqual([]);
    expect(repositoryWarnings(site, where, "Our-Films/First-Film-Site")).toEqual([]);
    const [warning] = repositoryWarnings(site, where, "our-films/second-film-site");
    expect(warning).toMatch(/^content\/site\.yaml:8 \(repository\): the site is built from the repository our-films\/second-film-site/);
    expect(warning).toContain("Write our-films/second-film-site");
  });

  it("takes the site's address alone, over https, and the repository as owner/name", () => {
    const ok = siteSchema.parse({
      address: "https://www.lastwave.example/",
      languages: ["en-US", "es-MX"],
      repository: "wave-films/site",
      branch: "main",
    });
    expect(ok.address).toBe("https://www.lastwave.example");
    const refused = (site: Record<string, string>) =>
      siteSchema
        .safeParse({
          address: "https://www.lastwave.example",
          languages: ["en-GB", "es-ES"],
          repository: "wave-films/site",
          branch: "main",
          ...site,
        })
        .error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(refused({ address: "http://www.lastwave.example" })).toEqual([expect.stringMatching(/^address: must be the site's address/)]);
    expect(refused({ address: "https://www.lastwave.example/press" })).toEqual([expect.stringMatching(/^address: .*alone/)]);
    expect(refused({ repository: "https://github.com/wave-films/site" })).toEqual([
      expect.stringMatching(/^repository: must be .*owner\/name/),
    ]);
    expect(refused({ branch: "my branch" })).toEqual([expect.stringMatching(/^branch: must be the name of a branch/)]);
  });
});
