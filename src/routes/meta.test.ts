import { describe, expect, it } from "vitest";
import { film } from "../content/index.ts";
import { editorTitle, titleLimit } from "../lib/page-title.ts";
import { pageTitle } from "./meta.ts";

describe("page titles", () => {
  it("name the film, its year and tagline on Home, and the page and film elsewhere", () => {
    expect(pageTitle("/", "")).toBe(`${film.title} (${film.year}) – ${film.tagline}`);
    expect(pageTitle("/press", "Press Materials")).toBe(`Press Materials – ${film.title}`);
  });

  it("leave the tagline, or the film's name, out rather than run past the limit", () => {
    const longer = { ...film, title: "La Vague Haute" }; // 14 characters: with the tagline, Home's title ran to 71
    expect(`${longer.title} (${longer.year}) – ${longer.tagline}`.length).toBeGreaterThan(titleLimit);
    expect(pageTitle("/", "", longer)).toBe("La Vague Haute (2025)");
    const name = { ...film, title: "The Long Road Home Through the Olive Groves of Andalusia" };
    expect(pageTitle("/behind-the-scenes", "Behind the Scenes", name)).toBe("Behind the Scenes");
  });

  it("name the content editor beside the film's title where the limit leaves room, and never run past it", () => {
    expect(editorTitle(film.title)).toBe(`${film.title} · Content editor`);
    const sixty = "Der lange Sommer der Zugvögel – Vogelschutzwartenmitarbeiter";
    expect(editorTitle(sixty)).toBe(sixty);
    expect(editorTitle(sixty).length).toBeLessThanOrEqual(titleLimit);
  });
});
