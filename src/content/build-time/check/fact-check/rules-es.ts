// The same facts as Spanish states them.
// Spanish puts the thing before its length ("un documental de 20 minutos", "un tráiler de 2
// minutos") and the part after the count ("los tres primeros días"); accented words need
// letter-aware edges (B, E) where English uses \b.
import { fileCollections as collections } from "../../registry.ts";
import { NUMBER_ES, dateMentions, findAll, parseNumberEs, sentences, type Found } from "../text-values.ts";
import {
  after,
  anchored,
  before,
  currencyForms,
  featureMinimum,
  fieldIs,
  FILM,
  inAnotherCurrency,
  moneyOf,
  overlaps,
  re,
  says,
  within,
  type Rule,
} from "./core.ts";
import { aspectRatio } from "./rules-any.ts";

const B = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;
const NE = `(${NUMBER_ES})`;
const numEs = (text: string) => parseNumberEs(text) ?? NaN;
const partOfEs =
  /(?<!\p{L})(?:primer[oa]s|últim[oa]s|otr[oa]s|cada|es[oa]s|est[oa]s|aquell[oa]s|demás|siguientes|anteriores|pocos|pocas)\s+$/iu;
const partOfEsNext = /^\s+(?:primer[oa]s|últim[oa]s|siguientes|restantes|anteriores|extra)(?!\p{L})/iu;
/** "más de 90 minutos", "unos 100 minutos", "festivales de categoría 1": approximate or not a count. */
const approximatelyEs =
  /(?<!\p{L})(?:más de|menos de|casi|unos|unas|alrededor de|cerca de|aproximadamente|hasta|apenas|categoría|nivel|tier|top)\s+$/iu;

const durationsEs = [
  re(String.raw`${B}${NE}\s?(?:h|horas?)\s?(?:y\s)?${NE}\s?(?:min(?:utos?)?|m)${E}\.?`),
  re(String.raw`${B}${NE}[\s-]?(?:minutos?|min)${E}\.?`),
];
const documentaryBeforeEs = /(?<!\p{L})(?:documental|reportaje|making[\s-]of)(?:\s+\p{L}+)?\s+de\s+$/iu;
const otherThingBeforeEs =
  /(?<!\p{L})(?:tráiler|trailer|teaser|avance|corto|cortometraje|clip|fragmento|vídeo|video|entrevista|coloquio|escena|secuencia|toma|plano|trayecto|viaje|paseo|recorrido|vuelo|tren|autobús|pausa|descanso|espera|retraso|ensayo|sesión|siesta|llamada|versión|montaje|caminata|distancia|a)\s+(?:\p{L}+\s+)?de\s+$/iu;
const otherThingNextEs =
  /^\s+(?:de\s+(?:metraje|material|brutos|música|banda sonora|trayecto|viaje|coche|tren|camino|pausa|descanso|entrevista|espera|cola)|a pie|en coche|en tren|en autobús|de distancia)(?!\p{L})/iu;

const runtimeEs: Rule = (s, canon) =>
  findAll(s.value, durationsEs).flatMap((f) => {
    const text = f.text.replace(/\.$/, "");
    const minutes = f.pattern === 0 ? numEs(f.groups[0]!) * 60 + numEs(f.groups[1]!) : numEs(f.groups[0]!);
    const prior = before(s.value, f);
    if (documentaryBeforeEs.test(prior)) {
      return canon.documentaryMinutes !== undefined && minutes !== canon.documentaryMinutes
        ? [{ fact: "documentary length", stated: text, canonical: `${says(collections.links.file)} ${canon.documentaryMinutes}` }]
        : [];
    }
    const skip =
      otherThingBeforeEs.test(prior) || otherThingNextEs.test(after(s.value, f)) || partOfEs.test(prior) || approximatelyEs.test(prior);
    if (skip || minutes < featureMinimum) return [];
    return minutes === canon.runtimeMinutes ? [] : [{ fact: "runtime", stated: text, canonical: `${FILM} ${canon.runtimeMinutes}` }];
  });

const AMOUNT_ES = String.raw`(?:\d{1,3}(?:[.\u00a0\u202f ]\d{3})+|\d+)(?:,\d+)?`;
// "1,2 M €" is how Intl writes millions in Spanish.
const SCALE_ES = String.raw`(?:\s?(k|mil|millones|millón|m)${E})`;
/** A figure in the film's currency as Spanish writes it: "20.000 £", "20 mil libras esterlinas", "GBP 20.000", "1,2 millones de dólares"; then a bare "20k". */
const moneyPatternsEs = new Map<string, RegExp[]>();
const moneyEs = (currency: string) => {
  let patterns = moneyPatternsEs.get(currency);
  if (!patterns) {
    const { sign, name } = currencyForms(currency, "es", "first");
    patterns = [
      re(String.raw`${sign}\s?(${AMOUNT_ES})${SCALE_ES}?`),
      re(String.raw`${B}(${AMOUNT_ES})${SCALE_ES}?\s?(?:de\s+)?(?:${sign}|${name})`),
      re(String.raw`${B}(${AMOUNT_ES})\s?(k)${E}`),
    ];
    moneyPatternsEs.set(currency, patterns);
  }
  return patterns;
};
const multiplierEs: Record<string, number> = { "": 1, k: 1_000, mil: 1_000, m: 1_000_000, millón: 1_000_000, millones: 1_000_000 };

const budgetEs: Rule = (s, canon) =>
  anchored(
    s,
    /presupuesto|(?:rodad|hech|producid|realizad|filmad)[oa]\s+(?:con|por)(?!\p{L})/iu,
    fieldIs(s, /budget/i, /presupuesto/i),
    // A bare figure is the film's currency's, unless another's stands beside it: a budget in another currency is not compared.
    (sentence) =>
      findAll(sentence.text, moneyEs(canon.budget.currency)).filter(
        (f) => f.pattern < 2 || !inAnotherCurrency(sentence.text, f, "es", "first"),
      ),
  ).flatMap((f) => {
    const value = Math.round(numEs(f.groups[0]!) * multiplierEs[f.groups[1]!.toLowerCase()]!);
    return value === canon.budget.amount ? [] : [{ fact: "budget", stated: f.text, canonical: `${FILM} ${moneyOf(canon.budget)}` }];
  });

const dayCountEs = re(String.raw`${B}${NE}\s+días?(?:\s+de\s+(rodaje|grabación|filmación))?${E}`);
const notTheShootNextEs =
  /^\s+(?:de\s+(?!rodaje|grabación|filmación)\p{L}+|después|antes|más tarde|atrás|libres?|de descanso|seguidos|por semana|al día|a la semana|para)(?!\p{L})/iu;
const notTheShootBeforeEs = /(?<!\p{L})(?:hace|en|durante los|cada|dentro de|tras|a los)\s+$/iu;
const shootWordsEs =
  /(?<!\p{L})(?:rodaje|rodad[oa]s?|rodamos|rodó|rodar|filmad[oa]s?|filmamos|grabad[oa]s?|grabamos|plan de rodaje)(?!\p{L})/iu;

const shootingDaysEs: Rule = (s, canon) =>
  sentences(s.value).flatMap((sentence) =>
    findAll(sentence.text, [dayCountEs]).flatMap((f) => {
      const next = after(sentence.text, f);
      const prior = before(sentence.text, f);
      if (partOfEs.test(prior) || partOfEsNext.test(next)) return [];
      if (f.groups[1] === "") {
        const during = /(?<!\p{L})(?:rodad[oa]s?|rodamos|rodó|filmad[oa]s?|grabad[oa]s?)\s+en\s+$/iu.test(prior);
        if (!during && (notTheShootNextEs.test(next) || notTheShootBeforeEs.test(prior))) return [];
        // A bare figure ("12 días.") counts alone, or where the sentence or field is about the shoot.
        const aboutTheShoot =
          during || shootWordsEs.test(sentence.text) || sentence.text.split(/\s+/).length <= 3 || fieldIs(s, /shoot|days/i, /rodaje|días/i);
        if (!aboutTheShoot) return [];
      }
      return numEs(f.groups[0]!) === canon.shootingDays
        ? []
        : [{ fact: "shooting days", stated: f.text, canonical: `${FILM} ${canon.shootingDays}` }];
    }),
  );

const releaseDateEs: Rule = (s, canon) =>
  anchored(
    s,
    // Not "estreno en el Reino Unido" or "estreno digital": the film's release date is the world premiere.
    /(?<!\p{L})(?:estren\p{L}*(?!\p{L})(?!\s+(?:en\s+(?:el\s+|los\s+)?(?:Reino Unido|España|Estados Unidos|EE\.\s?UU\.|salas|cines|plataformas|televisión|streaming|línea|festivales)|digital|comercial|nacional|regional|europeo|británico|español|internacional|online|en\s+festival))|fecha de estreno)/iu,
    fieldIs(s, /^(releaseDate|premiere)$/, /estreno mundial|fecha de estreno/i),
    (sentence) => dateMentions(sentence.text, "es"),
  ).flatMap((d) =>
    d.from <= canon.releaseDate && canon.releaseDate <= d.to
      ? []
      : [{ fact: "release date", stated: d.text, canonical: `${FILM} ${canon.releaseDate}` }],
  );

/** "rodada del", "se rodó en", "rodaje:" directly before the date; not "tras el rodaje, en". */
const shootBeforeEs =
  /(?<!(?:tras|después\s+del?|antes\s+del?|desde|hasta)\s+(?:el\s+)?)(?<!\p{L})(?:rodad[oa]s?|rodamos|se rodó|rodó|filmad[oa]s?|filmamos|rodaje|grabad[oa]s?)(?:\s+(?:tuvo lugar|fue|se desarrolló|comenzó|empezó|arrancó|duró))?\s*(?:en|el|del|durante|entre(?:\s+el)?|desde(?:\s+el)?|:)?\s*$/iu;

const shootDatesEs: Rule = (s, canon) => {
  const whole = fieldIs(s, /^production(Dates|Month|Start|End)$/, /^rodaje$/i);
  return dateMentions(s.value, "es")
    .filter((d) => whole || shootBeforeEs.test(s.value.slice(Math.max(0, d.index - 50), d.index)))
    .flatMap((d) => {
      const fits = (d.precision === "day" ? within : overlaps)(d, canon.productionStart, canon.productionEnd);
      return fits ? [] : [{ fact: "shoot dates", stated: d.text, canonical: `${FILM} ${canon.productionStart} to ${canon.productionEnd}` }];
    });
};

const yearEs: Rule = (s, canon) => {
  const title = canon.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = fieldIs(s, /^year$/i, /^año$/i)
    ? [/\b((?:19|20)\d{2})\b/g]
    : [
        re(
          String.raw`${B}(?:una?|la|el)\s+(?:película|largometraje|melodrama|drama|road movie|cinta|ópera prima)\s+de\s+((?:19|20)\d{2})${E}(?!\s+(?:festivales?|temporada|circuito|mercado|premios?|edición|convocatoria))`,
        ),
        re(String.raw`${title}\s*\(((?:19|20)\d{2})\)`),
      ];
  return findAll(s.value, patterns).flatMap((f) =>
    Number(f.groups[0]) === canon.year ? [] : [{ fact: "year", stated: f.text, canonical: `${FILM} ${canon.year}` }],
  );
};

// "2,35:1" as Spain writes it, or "2.35:1"; "16:9".
// The aspect ratio as Spanish writes it: with a decimal comma or point, as any language may (rules-any.ts).
const aspectRatioEs = aspectRatio;

const audioPatternsEs = [
  re(String.raw`${B}(estéreo|mono(?:fónico|aural)?|dolby atmos|atmos)${E}`),
  re(String.raw`${B}(?:sonido|audio|mezcla|envolvente)\s+(?:envolvente\s+)?(?:en\s+)?([257][.,][01])${E}`),
  re(String.raw`${B}([257][.,][01])\s?(?:canales|envolvente|sonido|audio|mezcla)`),
];
const channelsEs = (f: Found) => {
  const w = f.groups[0]!.toLowerCase().replace(",", ".");
  return ({ estéreo: "2.0", mono: "1.0", monofónico: "1.0", monoaural: "1.0", "dolby atmos": "atmos" } as Record<string, string>)[w] ?? w;
};

const audioEs: Rule = (s, canon) => {
  const [own] = findAll(canon.audio, audioPatternsEs);
  if (!own) return [];
  return findAll(s.value, audioPatternsEs).flatMap((f) =>
    channelsEs(f) === channelsEs(own) ? [] : [{ fact: "audio", stated: f.text, canonical: `${FILM} ${canon.audio}` }],
  );
};

const LANGUAGE_ES =
  "inglés|español|castellano|francés|alemán|italiano|portugués|catalán|gallego|euskera|árabe|ruso|japonés|chino|neerlandés|sueco|polaco|griego|turco|hindi";
/** "en francés", "hablada en inglés y francés"; not subtitles, dubbing or someone's schooling. */
const spokenIn = re(
  String.raw`(?<!(?:subtítulos|subtitulad[oa]s?|doblad[oa]s?|doblaje|traducid[oa]s?|traducción|copias?|dossier|disponibles?|formó|formada|formado|estudió|clases|notas|prensa)(?:\s+\p{L}+)?\s+)${B}en\s+((?:${LANGUAGE_ES})(?:(?:,\s*|\s+[ye]\s+)(?:${LANGUAGE_ES}))*)${E}`,
);

const languageEs: Rule = (s, canon) => {
  const names = canon.languages.map((l) => l.name.toLowerCase());
  const accepted = (w: string) => names.includes(w.toLowerCase()) || (w.toLowerCase() === "castellano" && names.includes("español"));
  const codes = canon.languages.map((l) => l.code);
  const canonical = `${FILM} ${canon.languages.map((l) => l.name).join(", ")}`;
  if (fieldIs(s, /^language(s|Codes)?$/i, /^idiomas?$/i)) {
    return [...s.value.matchAll(/\b[A-Z]{2}\b|\p{Lu}\p{Ll}+/gu)]
      .map((m) => m[0])
      .filter((w) => (/^[A-Z]{2}$/.test(w) ? !codes.includes(w) : !accepted(w)))
      .map((w) => ({ fact: "language", stated: w, canonical }));
  }
  return [...s.value.matchAll(spokenIn)].flatMap((m) =>
    m[1]!
      .split(/,\s*|\s+[ye]\s+/)
      .filter((w) => !accepted(w))
      .map((w) => ({ fact: "language", stated: w, canonical })),
  );
};

const notPlacesEs = /^(?:Ene|Feb|Mar|Abr|May|Jun|Jul|Ago|Sep|Oct|Nov|Dic|Super|Digital|IMAX|CinemaScope|Scope|Color|Blanco)/;

const locationEs: Rule = (s, canon) => {
  const accepted = [canon.location, ...canon.region.split(/,\s*/)].map((p) => p.toLowerCase());
  const isFilmPlace = (place: string) =>
    accepted.includes(place.toLowerCase()) || place.split(/\s+/).every((w) => w === "de" || canon.filmWords.has(w.toLowerCase()));
  const languages = canon.languages.map((l) => l.name);
  return [
    ...s.value.matchAll(
      /(?<!\p{L})(?:[Rr]odad[oa]s?|[Ff]ilmad[oa]s?|[Rr]odamos|[Ff]ilmamos|[Ss]e rodó)\s+(?:íntegramente\s+|enteramente\s+|por completo\s+)?en\s+(\p{Lu}[\p{L}'-]*(?:\s+(?:de\s+)?\p{Lu}[\p{L}'-]*)*)/gu,
    ),
  ]
    .map((m) => m[1]!)
    .filter((place) => !notPlacesEs.test(place) && !languages.includes(place) && !isFilmPlace(place))
    .map((place) => ({ fact: "location", stated: place, canonical: `${FILM} ${canon.location}` }));
};

const festivalCountsEs = [
  re(String.raw`${B}${NE}\s+festivales(?:\s+de\s+cine)?(\s+(?:objetivo|prioritarios|de destino))?${E}`),
  re(String.raw`${B}presentad[oa]\s+a\s+${NE}${E}`),
  re(String.raw`${B}${NE}\s+(?:candidaturas|inscripciones)\s+(?:a|en)\s+festivales${E}`),
];

const festivalsEs: Rule = (s, canon) =>
  findAll(s.value, festivalCountsEs).flatMap((f) => {
    const prior = before(s.value, f);
    if (approximatelyEs.test(prior) || /(?<!\p{L})(?:de|entre)\s+(?:los\s+)?$/iu.test(prior)) return []; // "uno de los 10 festivales que..."
    const target = f.pattern === 0 && f.groups[1] !== "";
    const listed = target ? canon.targetFestivals : canon.submissions;
    const accepted = target ? [listed] : [canon.submissions, canon.shownSubmissions];
    if (listed === undefined || accepted.includes(numEs(f.groups[0]!))) return [];
    return [
      {
        fact: target ? "target festivals" : "festival submissions",
        stated: f.text,
        canonical: `${says(collections.festivals.file, "lists")} ${listed}`,
      },
    ];
  });

const crewCountsEs = [
  re(String.raw`${B}equipo\s+(?:técnico\s+|de rodaje\s+)?de\s+${NE}(?:\s+personas)?${E}`),
  re(String.raw`${B}${NE}\s+personas\s+(?:de|en el)\s+equipo${E}`),
];

const crewEs: Rule = (s, canon) =>
  sentences(s.value).flatMap((sentence) =>
    findAll(sentence.text, crewCountsEs).flatMap((f) =>
      canon.onSetCrew === undefined || numEs(f.groups[0]!) === canon.onSetCrew
        ? []
        : [{ fact: "crew size", stated: f.text, canonical: `${says(collections.people.file, "lists")} ${canon.onSetCrew} on set` }],
    ),
  );

export const rulesEs: Rule[] = [
  runtimeEs,
  budgetEs,
  shootingDaysEs,
  releaseDateEs,
  shootDatesEs,
  yearEs,
  aspectRatioEs,
  audioEs,
  languageEs,
  locationEs,
  festivalsEs,
  crewEs,
];
