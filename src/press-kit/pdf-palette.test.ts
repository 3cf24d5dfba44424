import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paperColours, siteColours } from "./pdf-palette.ts";

// The PDFs print in the site's colours: each one the palette names after a site colour is that
// colour in src/styles/app.css, so a change of the site's palette cannot leave the PDFs behind.
const css = readFileSync(path.resolve(import.meta.dirname, "../styles/app.css"), "utf8");
const theme = css.slice(css.indexOf("@theme {"), css.indexOf("}", css.indexOf("@theme {")));
const themeColour = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, "i").exec(theme)?.[1]?.toLowerCase();
const cssName = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe("the PDF palette", () => {
  it("prints each of the site's colours as the site's theme defines it", () => {
    const differing = Object.entries(siteColours).flatMap(([key, value]) => {
      const site = themeColour(cssName(key));
      return site === value ? [] : [`${key}: the PDFs print ${value}, the site's --color-${cssName(key)} is ${site ?? "not defined"}`];
    });
    expect(differing).toEqual([]);
  });

  it("names a colour of its own only where the site has none of that name", () => {
    for (const key of Object.keys(paperColours)) expect(themeColour(cssName(key)), key).toBeUndefined();
  });
});
