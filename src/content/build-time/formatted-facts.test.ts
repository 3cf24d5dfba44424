import { describe, expect, it } from "vitest";
import { fileSize } from "#src/content/lazy/download-sizes.ts";
import { fileSize as sizeText } from "#src/lib/file-size.ts";
import type { Lang } from "#src/lib/languages.ts";
import { decimalSeparator, formattedFacts, money, releaseDate } from "./formatted-facts.ts";
import { inLanguage } from "./check/read-texts.ts";
import { readCollections } from "../../../scripts/prepare/content/read-collections.ts";
import { seedSite } from "../../../scripts/test/fixture-site.ts";

const { files } = readCollections({ root: seedSite });
const factsIn = (lang: Lang) =>
  formattedFacts(inLanguage(files, "film", lang), inLanguage(files, "people", lang), inLanguage(files, "words/facts", lang), lang);
// Intl puts a no-break space between a Spanish amount and its sign, so "20.000" never ends a line without its "£".
const plain = (s: string) => s.replace(/\u00a0/g, " ");
// The seed's two production companies and its copyright holder, as content/film.yaml names them.
const film = inLanguage(files, "film", "en");
const [presenter, associate] = film.productionCompanies;

describe("the film's facts, as each language writes them", () => {
  it("keeps English as the British press kit has it", () => {
    const en = factsIn("en");
    expect(en).toMatchObject({
      runtime: "97 minutes",
      runtimeAdjective: "97-minute",
      runtimeTitle: "97 Minutes",
      budget: "£20,000",
      budgetShort: "£20k",
      shootingDays: "12 shooting days",
      shootingDaysShort: "12 Days",
      productionDates: "14th–28th October 2024",
      productionMonth: "October 2024",
      releaseDate: "19 Sept 2025",
      premierePlace: "The Halcyon Picturehouse, London",
      premiere: "19 Sept 2025, The Halcyon Picturehouse, London",
      presenters: `${presenter} & ${associate} present`,
      copyright: `© 2025 ${film.copyrightHolder}. All rights reserved.`,
      strapline: "Five crew. Four stars. 12 days. A £20,000 budget.",
      footer: ["97 minutes", "Filmed in Andalusia", "£20,000 Budget", "12 Days"],
      shoot: "12 shooting days, 14th–28th October 2024",
      principalPhotographyDetail: "12 shooting days on location in Andalusia.",
      decimalSeparator: ".",
    });
    for (const n of [0, 999, 1000, 20000, 1234567]) expect(money(n, "GBP", "en")).toBe(`£${n.toLocaleString("en-GB")}`);
  });

  it("writes Spanish as a Spanish press kit would: pounds after the figure, dates in words, a decimal comma", () => {
    const es = factsIn("es");
    expect(plain(es.budget)).toBe("20.000 £");
    expect(plain(es.budgetShort)).toBe("20 mil £");
    expect(es.runtime).toBe("97 minutos");
    expect(es.runtimeAdjective).toBe("de 97 minutos");
    expect(es.shootingDays).toBe("12 días de rodaje");
    expect(es.productionDates).toBe("del 14 al 28 de octubre de 2024");
    expect(es.productionMonth).toBe("octubre de 2024");
    expect(es.releaseDate).toBe("19 de septiembre de 2025");
    // The premiere's city as Spanish names it (film.yaml writes it in both languages).
    expect(es.premierePlace).toBe("The Halcyon Picturehouse, Londres");
    expect(es.presenters).toBe(`${presenter} y ${associate} presentan`);
    expect(es.copyright).toBe(`© 2025 ${film.copyrightHolder}. Todos los derechos reservados.`);
    expect(plain(es.strapline)).toBe("Un equipo de cinco. Cuatro protagonistas. 12 días. 20.000 £ de presupuesto.");
    expect(es.footer.map(plain)).toEqual(["97 minutos", "Rodada en Andalucía", "Presupuesto de 20.000 £", "12 días"]);
    expect(es.decimalSeparator).toBe(",");
    expect(plain(money(1234567, "GBP", "es"))).toBe("1.234.567 £");
    expect(releaseDate("2026-03-01", "es")).toBe("1 de marzo de 2026");
  });

  it("has one company present the film in the singular, two or more in the plural", () => {
    const oneCompany = (lang: Lang) =>
      formattedFacts(
        { ...inLanguage(files, "film", lang), productionCompanies: [presenter!] },
        inLanguage(files, "people", lang),
        inLanguage(files, "words/facts", lang),
        lang,
      ).presenters;
    expect(oneCompany("en")).toBe(`${presenter} presents`);
    expect(oneCompany("es")).toBe(`${presenter} presenta`);
    expect(factsIn("en").presenters).toBe(`${presenter} & ${associate} present`);
  });

  it("writes download sizes with the language's decimal mark, with no Intl in the browser", () => {
    expect(fileSize(12_500_000, decimalSeparator("es"))).toBe("12,5 MB");
    expect(fileSize(19_900_000, decimalSeparator("es"))).toBe("19,9 MB");
    expect(fileSize(1_000_000, decimalSeparator("es"))).toBe("1,0 MB");
    expect(fileSize(2_100_000_000, decimalSeparator("es"))).toBe("2,1 GB");
    expect(fileSize(38_000, decimalSeparator("es"))).toBe("38 KB");
    expect(fileSize(12_500_000)).toBe("12.5 MB");
    // French counts in octets.
    const octets = { kilobytes: "Ko", megabytes: "Mo", gigabytes: "Go" };
    expect([12_500_000, 38_000, 2_100_000_000].map((bytes) => sizeText(bytes, ",", octets))).toEqual(["12,5 Mo", "38 Ko", "2,1 Go"]);
  });
});
