import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { ContentString } from "#src/content/build-time/check/content-strings.ts";
import { filmStrings } from "#src/content/build-time/check/content-strings.ts";
import { contentProblems } from "./content-check.ts";
import { lineOf, textOf, withEdits, type Edit } from "./edited-content.ts";
import { canonFrom, factProblems } from "#src/content/build-time/check/fact-check/index.ts";
import { dateMentions, parseNumberEs } from "#src/content/build-time/check/text-values.ts";
import type { CollectionName } from "#src/content/build-time/collections.ts";
import { seedSite } from "../../test/fixture-site.ts";

// The fact check on the Spanish texts: the same facts, stated in Spanish, checked against the
// same canon; messages stay in English and quote the Spanish as written.
const today = withEdits();
const canon = canonFrom(today.files, "es");
const uploadsDir = path.join(seedSite, "content/uploads");

/** The Spanish fact problems of the content files with the edits made. */
function problemsAfter(edits: Partial<Record<CollectionName, Edit | Edit[]>>): string[] {
  const { files, problems } = withEdits(edits);
  expect(problems).toEqual([]);
  return factProblems(filmStrings(files, "es"), canonFrom(files, "es"), "es");
}

// The seed's second principal cast member, as content/people.yaml writes them, and its title.
type CastMember = { name: string; description: { es: string } };
const second = (parse(textOf("people")) as { principalCast: CastMember[] }).principalCast[1]!;
const { title } = today.files.film.data as { title: string };
/** The problems of one Spanish string, standing in the second principal cast member's bio ("<name> es actor…"); its line is its "es:". */
const bioLine = lineOf("people", `${second.name} es actor`) - 1;
function check(value: string, field: Partial<ContentString> = {}): string[] {
  const s = {
    file: "content/people.yaml",
    where: `content/people.yaml:${bioLine}`,
    field: "bio",
    path: "principalCast[1].bio",
    key: "bio",
  };
  return factProblems([{ ...s, value, ...field }], canon, "es");
}
const inBio = (message: string) => [`content/people.yaml:${bioLine}: bio ${message}`];

describe("fact check in Spanish", () => {
  it("passes the real Spanish content", () => {
    expect(factProblems(filmStrings(today.files, "es"), canon, "es")).toEqual([]);
  });

  it("takes the facts written in words from the Spanish data", () => {
    expect(canon).toMatchObject({ location: "Andalucía", region: "Andalucía, España", audio: "Sonido envolvente 5.1" });
    expect(canon?.languages.map((l) => l.name)).toEqual(["inglés", "español"]);
  });

  it("names the file, the line of the es: text and the field of a Spanish bio saying 95 minutos", () => {
    const problems = problemsAfter({
      people: {
        find: "es su primer papel protagonista en un\n        largometraje.",
        replace: "dura 95 minutos y es su primer papel protagonista.",
      },
    });
    expect(problems).toEqual([`content/people.yaml:${bioLine}: bio states runtime "95 minutos" but content/film.yaml says 97`]);
  });

  it.each([
    ["Una película de 95 minutos.", 'states runtime "95 minutos" but content/film.yaml says 97'],
    ["Dura 1 h 35 min.", 'states runtime "1 h 35 min" but content/film.yaml says 97'],
    ["noventa y cinco minutos de melodrama", 'states runtime "noventa y cinco minutos" but content/film.yaml says 97'],
    ["Un documental de 20 minutos sobre la carretera.", 'states documentary length "20 minutos" but content/links.yaml says 15'],
    ["Un presupuesto de 6.000 £.", 'states budget "6.000 £" but content/film.yaml says £20,000'],
    ["Rodada con 6000 libras.", 'states budget "6000 libras" but content/film.yaml says £20,000'],
    ["Un presupuesto de 25 000 libras esterlinas.", 'states budget "25 000 libras esterlinas" but content/film.yaml says £20,000'],
    ["Un presupuesto de 6k.", 'states budget "6k" but content/film.yaml says £20,000'],
    ["Fueron 14 días de rodaje.", 'states shooting days "14 días de rodaje" but content/film.yaml says 12'],
    ["Rodada en catorce días.", 'states shooting days "catorce días" but content/film.yaml says 12'],
    ["Cinco personas. 14 días.", 'states shooting days "14 días" but content/film.yaml says 12'],
    [
      "El estreno mundial es el 20 de septiembre de 2025.",
      'states release date "20 de septiembre de 2025" but content/film.yaml says 2025-09-19',
    ],
    ["Se estrena el 20 sept. 2025.", 'states release date "20 sept. 2025" but content/film.yaml says 2025-09-19'],
    ["Se estrena en octubre de 2025.", 'states release date "octubre de 2025" but content/film.yaml says 2025-09-19'],
    [
      "Rodada del 1 al 15 de noviembre de 2024.",
      'states shoot dates "1 al 15 de noviembre de 2024" but content/film.yaml says 2024-10-14 to 2024-10-28',
    ],
    [
      "Se rodó en noviembre de 2024 cerca de Granada.",
      'states shoot dates "noviembre de 2024" but content/film.yaml says 2024-10-14 to 2024-10-28',
    ],
    ["una película de 2024", 'states year "una película de 2024" but content/film.yaml says 2025'],
    [`${title} (2024)`, `states year "${title} (2024)" but content/film.yaml says 2025`],
    ["encuadrada en 16:9", 'states aspect ratio "16:9" but content/film.yaml says 2.35:1'],
    ["mezclada en estéreo", 'states audio "estéreo" but content/film.yaml says Sonido envolvente 5.1'],
    ["con sonido 7.1", 'states audio "sonido 7.1" but content/film.yaml says Sonido envolvente 5.1'],
    ["Una película hablada en francés.", 'states language "francés" but content/film.yaml says inglés, español'],
    ["Rodada en Portugal.", 'states location "Portugal" but content/film.yaml says Andalucía'],
    ["Presentada a 10 festivales.", 'states festival submissions "10 festivales" but content/festivals.yaml lists 14'],
    ["seis festivales objetivo", 'states target festivals "seis festivales objetivo" but content/festivals.yaml lists 8'],
    ["dirigida con un equipo de seis", 'states crew size "equipo de seis" but content/people.yaml lists 5 on set'],
    ["con un equipo de cuatro personas", 'states crew size "equipo de cuatro personas" but content/people.yaml lists 5 on set'],
  ])("refuses %j", (value, message) => {
    expect(check(value)).toEqual(inBio(message));
  });

  it.each([
    ["the documentary", "Un documental de 15 minutos sobre la carretera."],
    ["the teaser", "Teaser de 1 minuto"],
    ["a trailer", "un tráiler de 2 minutos"],
    ["part of the shoot", "Los tres primeros días del rodaje fueron de tormenta."],
    ["days of something else", "Grabó los diálogos, las chicharras y tres días de truenos en plena localización."],
    ["a festival's length", "El festival dura 11 días."],
    ["a drive", "un trayecto de 45 minutos desde Sevilla"],
    ["an approximate length", "más de 90 minutos de material al día"],
    ["one of many festivals", "Locarno es uno de los 10 festivales que apuestan por las óperas primas."],
    ["another premiere", "Estreno en el Reino Unido el 3 de octubre de 2025."],
    ["a later release", "Estreno digital: marzo de 2026."],
    ["a date after the shoot", "Luna fue adoptada tras el rodaje, en noviembre de 2024."],
    ["the festival year", "una película de 2026 festivales"],
    ["other money", "Las entradas del estreno cuestan 12 £."],
    ["subtitles", "Con subtítulos en francés."],
    ["both languages", "Una película hablada en inglés y español."],
    ["a place content/film.yaml names", "Rodada en Granada y Córdoba."],
    ["the region", "Rodada íntegramente en Andalucía."],
    ["an age", "Alba Serra, de 71 años, dejó la jubilación."],
    ["the right values", "Una película de 97 minutos, rodada en 12 días con 20.000 £, que se estrena el 19 de septiembre de 2025."],
  ])("does not take %s for the film's fact", (_, value) => {
    expect(check(value)).toEqual([]);
  });

  it("reads a Spanish field whose label is about a fact whole", () => {
    expect(check("6.000 £", { key: "value", label: "Presupuesto" })).toEqual(
      inBio('states budget "6.000 £" but content/film.yaml says £20,000'),
    );
    expect(check("Inglés, Francés", { key: "languages" })).toEqual(
      inBio('states language "Francés" but content/film.yaml says inglés, español'),
    );
  });

  it("fails the content check on a Spanish text, naming its es: line, and on a Spanish broken link", async () => {
    const rafael = "es su primer papel protagonista en un\n        largometraje.";
    const { files, problems } = withEdits({
      people: { find: rafael, replace: "es su primer papel protagonista en una película de 95 minutos." },
      texts: { find: "Sin coche y con poco dinero,", replace: "Sin coche, con poco dinero y en un rodaje de 14 días," },
    });
    expect(problems).toEqual([]);
    // In registry order: content/texts.yaml, then content/people.yaml.
    expect(await contentProblems({ uploadsDir, files })).toEqual([
      `content/texts.yaml:${lineOf("texts", "Maya, una joven") - 1}: synopsis states shooting days "14 días" but content/film.yaml says 12`,
      `content/people.yaml:${bioLine}: bio states runtime "95 minutos" but content/film.yaml says 97`,
    ]);
    // Their description in Spanish, on a line of its own.
    const thief = `es: ${second.description.es}`;
    // A Spanish description that is only a link to a page that does not exist (the rest of the line left as a comment).
    const link = withEdits({ people: { find: thief, replace: "es: /prensaa #" } });
    expect(link.problems).toEqual([]);
    expect(await contentProblems({ uploadsDir, files: link.files })).toEqual([
      `content/people.yaml:${lineOf("people", thief)}: description "/prensaa" is not a page of the site`,
    ]);
  });

  it("names a problem of a text written once (an address) once, not once per language", async () => {
    const social = /href: https:\/\/www\.instagram\.com\/\S*/.exec(textOf("links"))![0];
    const { files, problems } = withEdits({ links: { find: social, replace: "href: /presss" } });
    expect(problems).toEqual([]);
    expect(await contentProblems({ uploadsDir, files })).toEqual([
      `content/links.yaml:${lineOf("links", social)}: href "/presss" is not a page of the site`,
    ]);
  });
});

describe("Spanish numbers and dates", () => {
  it("reads numbers in Spanish digits and words", () => {
    expect(
      ["97", "6.000", "20 000", "2,35", "catorce", "veintidós", "noventa y siete", "cuarenta y un", "ola"].map((t) => parseNumberEs(t)),
    ).toEqual([97, 6000, 20000, 2.35, 14, 22, 97, 41, undefined]);
  });

  it("reads Spanish dates, spans and months as the days they cover", () => {
    const dates = dateMentions(
      "Rodada del 14 al 28 de octubre de 2024; estreno el 19 de septiembre de 2025 (19 sept. 2025); aviso en febrero de 2024.",
      "es",
    );
    expect(dates.map(({ text, from, to, precision }) => ({ text, from, to, precision }))).toEqual([
      { text: "14 al 28 de octubre de 2024", from: "2024-10-14", to: "2024-10-28", precision: "day" },
      { text: "19 de septiembre de 2025", from: "2025-09-19", to: "2025-09-19", precision: "day" },
      { text: "19 sept. 2025", from: "2025-09-19", to: "2025-09-19", precision: "day" },
      { text: "febrero de 2024", from: "2024-02-01", to: "2024-02-29", precision: "month" },
    ]);
  });
});
