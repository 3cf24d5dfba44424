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
  });

  it("name the film in a shorter form where page and title run past the limit: its main title, else its first words", () => {
    const subtitled = { ...film, title: "Der Sommer der Zugvögel: Die Vogelschutzgebietsbetreuerinnen" };
    expect(pageTitle("/about", "Über den Film", subtitled)).toBe("Über den Film – Der Sommer der Zugvögel");
    const dashed = { ...film, title: "Der lange Sommer der Zugvögel – Vogelschutzwartenmitarbeiter" };
    expect(pageTitle("/behind-the-scenes", "Hinter den Kulissen", dashed)).toBe("Hinter den Kulissen – Der lange Sommer der Zugvögel");
    const plain = { ...film, title: "The Long Road Home Through the Olive Groves of Andalusia" };
    expect(pageTitle("/behind-the-scenes", "Behind the Scenes", plain)).toBe(
      "Behind the Scenes – The Long Road Home Through the Olive Groves of…",
    );
    expect(pageTitle("/press", "Press", plain)).toBe(`Press – ${plain.title}`);
    for (const path of ["/about", "/behind-the-scenes", "/press", "/cast-crew"])
      for (const f of [subtitled, dashed, plain])
        expect(pageTitle(path, "Pressematerial und Kontakt", f).length).toBeLessThanOrEqual(titleLimit);
    // The page alone only where no form of the film's name fits beside it.
    const page = "A page whose own title takes up almost all of the seventy characters";
    expect(pageTitle("/x", page, plain)).toBe(page);
  });

  it("name the content editor beside the film's title where the limit leaves room, and never run past it", () => {
    expect(editorTitle(film.title)).toBe(`${film.title} · Content editor`);
    const sixty = "Der lange Sommer der Zugvögel – Vogelschutzwartenmitarbeiter";
    expect(editorTitle(sixty)).toBe(sixty);
    expect(editorTitle(sixty).length).toBeLessThanOrEqual(titleLimit);
  });
});
