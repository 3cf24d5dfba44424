// Values with a form of their own: an e-mail address, an https link, a date and time, a country, a file of content/uploads.
import countries from "i18n-iso-countries";
import german from "i18n-iso-countries/langs/de.json" with { type: "json" };
import english from "i18n-iso-countries/langs/en.json" with { type: "json" };
import spanish from "i18n-iso-countries/langs/es.json" with { type: "json" };
import french from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import italian from "i18n-iso-countries/langs/it.json" with { type: "json" };
import portuguese from "i18n-iso-countries/langs/pt.json" with { type: "json" };
import { z } from "zod";
import { localTimePattern, readLocalTime, zonedTimeExample } from "../../../lib/zoned-time.ts";

// The countries' names in the kit's languages, only to say which code was meant by a name
// ("Spain", "España", "Espagne", "UK": ES, ES, ES, GB); the pages name countries with
// Intl.DisplayNames. Imported as JSON modules, so the editor's bundle carries them as the build reads them.
const namesIn = [english, spanish, french, german, italian, portuguese];
for (const names of namesIn) countries.registerLocale(names);
const nameOf = (code: string) => countries.getName(code, "en", { select: "official" }) ?? code;

/**
 * A country as ISO 3166 writes it (ES, GB, US), in capitals or not, read in capitals; with
 * `orWorldwide`, also "worldwide". A name written for a code, or a usual slip (UK for GB), is
 * refused with the code it meant.
 */
export function countryCode({ orWorldwide = false } = {}) {
  const worldwide = "worldwide";
  const or = orWorldwide ? ", or worldwide" : "";
  return (
    z
      .string()
      .trim()
      .superRefine((text, ctx) => {
        const code = text.toUpperCase();
        if ((orWorldwide && text.toLowerCase() === worldwide) || (/^[A-Z]{2}$/.test(code) && countries.isValid(code))) return;
        const meant = namesIn.map((names) => countries.getAlpha2Code(text, names.locale)).find((c) => c !== undefined);
        const hint =
          code === "EU"
            ? "; list the countries one by one (ES, FR, DE…)"
            : meant
              ? `, here ${meant} (${nameOf(meant)})`
              : `, such as ES (Spain) or GB (United Kingdom)${or}`;
        ctx.addIssue({ code: "custom", message: `"${text}" is not a country code: write the country's two letters (ISO 3166)${hint}` });
      })
      .transform((written) => (orWorldwide && written.toLowerCase() === worldwide ? worldwide : written.toUpperCase()))
      // The editor offers the countries by name, in its own language, and writes the code.
      .meta({ "x-widget": orWorldwide ? "territory" : "country" })
  );
}

/** Any address a mail program accepts, accents included (prensa@película.es), on a domain with a dot. */
export const emailSchema = z.email({ pattern: z.regexes.unicodeEmail, error: "is not a valid e-mail address" }).regex(/@[^@]+\.[^@.]+$/, {
  error: "is not a valid e-mail address",
});

export const httpsUrl = z.url({ protocol: /^https$/, error: "must be a full https:// link" });

/**
 * When something happens, on the clock of the place: "2026-03-14 19:30 Europe/Madrid", its zone's
 * rules giving the offset (src/lib/zoned-time.ts: a time the clocks skip or read twice is refused,
 * with the times either side). A time written with its UTC offset, 2026-03-14T19:30+01:00, as
 * files written before the zones were, is taken as it stands.
 */
export const localDateTime = z
  .string()
  .superRefine((v, ctx) => {
    const read = readLocalTime(v);
    if ("problem" in read) ctx.addIssue({ code: "custom", message: `"${v}" ${read.problem}` });
  })
  .meta({
    // The editor offers the day, the time and the city, and writes it as above (admin/zoned-time-field.ts).
    "x-widget": "zoned-time",
    // Code editors (editor-schemas.ts) underline a time in no form the check reads, and say how to write it.
    pattern: localTimePattern,
    "x-error": `must be a date, a time and the place's time zone, as "${zonedTimeExample}"`,
    examples: [zonedTimeExample],
  });

/**
 * The instant from which a change written ahead may be public (a festival's answer, a review, a
 * screening, a release), on the clock of the place that sets it: "2026-04-14 11:00 Europe/Paris".
 * Until then the build leaves the change out of everything it writes (held-back.ts).
 */
export const embargoUntil = localDateTime;

// "x-widget": the editor offers a picker of content/uploads, with upload, for these fields (and,
// above, a list of countries; in screenings.ts, the festivals of festivals.yaml).
export const imageFile = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\.(jpe?g|png|webp)$/, "must be a lower-case file name in content/uploads")
  .meta({ "x-widget": "image" });

/** The currencies Intl writes (ISO 4217): the pages can write an amount in any of them, in every language. */
const currencies = new Set(Intl.supportedValuesOf("currency"));

/** A currency's name in a language, for one or for many: "euro", "British pounds", "libras esterlinas". */
export function currencyName(code: string, lang: string, count: 1 | 2): string {
  const format = new Intl.NumberFormat(lang, {
    style: "currency",
    currency: code,
    currencyDisplay: "name",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return format.formatToParts(count).find((p) => p.type === "currency")?.value ?? code;
}

/** The code a currency's name or sign stands for, as English or Spanish writes it ("euros", "£", "libras"), if one does. */
function currencyMeant(written: string): string | undefined {
  const word = written.trim().toLowerCase();
  const sign = (code: string, lang: string) =>
    new Intl.NumberFormat(lang, { style: "currency", currency: code }).formatToParts(1).find((p) => p.type === "currency")?.value;
  return [...currencies].find((code) =>
    ["en", "es"].some((lang) => {
      const names = [currencyName(code, lang, 1), currencyName(code, lang, 2)].map((n) => n.toLowerCase());
      // The name as a whole, or its noun alone ("pounds" for British pounds, "libras" for libras esterlinas).
      const nouns = names.map((n) => (lang === "en" ? n.split(" ").at(-1)! : n.split(" ")[0]!));
      return [...names, ...nouns].includes(word) || sign(code, lang) === written.trim();
    }),
  );
}

/**
 * A currency as ISO 4217 writes it (EUR, GBP, USD), in capitals or not, read in capitals. `owner`
 * names the group it belongs to in the message ("budget's currency"); a name or sign written for
 * a code ("euros", "£") is refused with the code it meant.
 */
export function currencyCode(owner: string) {
  return z
    .string()
    .trim()
    .superRefine((written, ctx) => {
      if (currencies.has(written.toUpperCase())) return;
      const meant = currencyMeant(written);
      const hint = meant ? `; for ${currencyName(meant, "en", 2)}, write ${meant}` : "";
      ctx.addIssue({
        code: "custom",
        message: `${owner}'s currency must be a currency's three-letter code, like EUR, GBP or USD: "${written}" is not one${hint}`,
        // A whole sentence: the loader prints it as it is, after the file and line.
        params: { sentence: true },
      });
    })
    .transform((written) => written.toUpperCase());
}
