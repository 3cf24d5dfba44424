import { describe, expect, it } from "vitest";
import { languageOf, monthLabel, pathIn } from "./languages.ts";

describe("languages", () => {
  it("puts Spanish pages under /es/ and English at the root, both ways", () => {
    expect(pathIn("es", "/")).toBe("/es/");
    expect(pathIn("es", "/about")).toBe("/es/about");
    expect(pathIn("en", "/about")).toBe("/about");
    expect(languageOf("/es/about")).toEqual({ lang: "es", path: "/about" });
    expect(languageOf("/es/")).toEqual({ lang: "es", path: "/" });
    expect(languageOf("/es")).toEqual({ lang: "es", path: "/" });
    expect(languageOf("/estate")).toEqual({ lang: "en", path: "/estate" });
    expect(languageOf("/press")).toEqual({ lang: "en", path: "/press" });
  });

  it("writes a month in each language's own way", () => {
    expect(monthLabel("2025-10", "en")).toBe("October 2025");
    expect(monthLabel("2025-10", "es")).toBe("octubre de 2025");
  });
});
