// The control for a time the team writes (a screening's start and end, the hour news waits for):
// the day, the time on the place's clock, and the place chosen by its city, the cities of the
// entry's own country first (the festival's, the venue's); beside it, the moment in UTC. It writes
// what the build reads, "2026-04-14 11:00 Europe/Paris" (src/lib/zoned-time.ts), so the file stays
// readable; on the night the clocks go back it asks which of the two times is meant. What it
// cannot write whole (no city yet) is left for the check to name, at the field, in its words.
import countries from "i18n-iso-countries";
import { instantOf, readingsOf } from "#src/lib/zoned-time.ts";
import { onVisibility, publicRepositoryWords, repositoryIsPublic } from "./repository-visibility.ts";
import type { UiLang } from "./ui-language.ts";

declare const createClass: (spec: Record<string, unknown>) => unknown;
declare const h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** A time's parts as the control shows them; `offset` only where the file chose one of a repeated hour. */
export type Parts = { date: string; time: string; offset?: string; zone: string };

/**
 * The parts of a time as written: "2026-04-14 11:00 Europe/Paris", with an offset where the file
 * chose one of a repeated hour, or any of its parts alone as the control writes them on the way
 * (a city chosen before the day); an ISO time with its offset alone shows its day and time.
 */
export function partsOf(value: unknown): Parts {
  const text = typeof value === "string" ? value.trim() : "";
  const iso = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(text);
  if (iso) return { date: iso[1]!, time: iso[2]!, zone: "" };
  const parts: Parts = { date: "", time: "", zone: "" };
  for (const token of text.split(/\s+/)) {
    const time = /^(\d{2}:\d{2})([+-]\d{2}:\d{2})?$/.exec(token);
    if (/^\d{4}-\d{2}-\d{2}$/.test(token)) parts.date = token;
    else if (time) Object.assign(parts, { time: time[1]!, ...(time[2] ? { offset: time[2] } : {}) });
    else if (token) parts.zone = token;
  }
  return parts;
}

/** What the parts write in the file: each one there is, in the build's order. */
export const writtenOf = ({ date, time, offset, zone }: Parts): string =>
  [`${[date, time].filter(Boolean).join(" ")}${offset ?? ""}`, zone].filter(Boolean).join(" ");

/** A zone's city as the zone's name gives it: "America/New_York" → "New York". */
export const cityOf = (zone: string) => zone.split("/").at(-1)!.replaceAll("_", " ");

/** Each zone's country, as the engine's Intl knows them (Intl.Locale's time zones; none where an engine has not those). */
let zoneCountry: Map<string, string> | undefined;
function countryOfZone(): Map<string, string> {
  if (zoneCountry) return zoneCountry;
  zoneCountry = new Map();
  for (const code of Object.keys(countries.getAlpha2Codes())) {
    const locale = new Intl.Locale(`und-${code}`) as Intl.Locale & { getTimeZones?: () => string[] | undefined };
    for (const zone of locale.getTimeZones?.() ?? []) if (!zoneCountry.has(zone)) zoneCountry.set(zone, code);
  }
  return zoneCountry;
}

export type ZoneChoice = { value: string; label: string };

/** A zone's choice with its country's code, where the engine knows it. */
type Zone = ZoneChoice & { code?: string };

/** Every zone by its city and country in a language, in that language's order: named and sorted once, not at every draw of a field. */
const zonesByLanguage = new Map<UiLang, Zone[]>();
function zonesIn(lang: UiLang): Zone[] {
  let zones = zonesByLanguage.get(lang);
  if (!zones) {
    const names = new Intl.DisplayNames([lang], { type: "region" });
    const byZone = countryOfZone();
    const order = new Intl.Collator(lang).compare;
    zones = Intl.supportedValuesOf("timeZone")
      .filter((zone) => zone.includes("/") && !zone.startsWith("Etc/"))
      .map((zone) => {
        const code = byZone.get(zone);
        return { value: zone, label: code ? `${cityOf(zone)} (${names.of(code) ?? code})` : cityOf(zone), code };
      })
      .sort((a, b) => order(a.label, b.label));
    zonesByLanguage.set(lang, zones);
  }
  return zones;
}

/** The zones by their cities, in the editor's language; first those of `country`, `city`'s own first of all. */
export function zoneChoices(lang: UiLang, country?: string, city?: string): { near: ZoneChoice[]; all: ZoneChoice[] } {
  const all = zonesIn(lang);
  const sameCity = (zone: string) => city !== undefined && cityOf(zone).toLowerCase() === city.toLowerCase();
  const near = all
    .filter((z) => (country !== undefined && z.code === country) || sameCity(z.value))
    .sort((a, b) => Number(sameCity(b.value)) - Number(sameCity(a.value)));
  const choice = ({ value, label }: ZoneChoice) => ({ value, label });
  return { near: near.map(choice), all: all.map(choice) };
}

const locales: Record<UiLang, string> = { en: "en-GB", es: "es-ES" };
const words = {
  en: {
    date: "Day",
    time: "Time",
    zone: "City",
    choose: "Choose the city",
    near: "Near",
    all: "Every city",
    in: "in",
    which: "The clocks go back that night: which?",
    clear: "Take the time out",
    first: "the first",
    second: "the second",
  },
  es: {
    date: "Día",
    time: "Hora",
    zone: "Ciudad",
    choose: "Elige la ciudad",
    near: "Cerca",
    all: "Todas las ciudades",
    in: "en",
    which: "Esa noche se atrasan los relojes: ¿cuál?",
    clear: "Quitar la hora",
    first: "la primera",
    second: "la segunda",
  },
} as const;

const hhmm = (epochMs: number, zone: string, lang: UiLang) =>
  new Intl.DateTimeFormat(locales[lang], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone }).format(epochMs);

/** The moment as the control says it beside: "Tuesday 14 April 2026, 11:00 in Paris · 09:00 UTC". */
export function momentWords(value: unknown, lang: UiLang): string | undefined {
  const parts = partsOf(value);
  const epochMs = parts.zone
    ? readingsOf(`${parts.date} ${parts.time}`, parts.zone).find((r) => !parts.offset || r.offset === parts.offset)?.epochMs
    : typeof value === "string"
      ? instantOf(value)?.getTime()
      : undefined;
  if (epochMs === undefined) return undefined;
  const zone = parts.zone || "UTC";
  const day = new Intl.DateTimeFormat(locales[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: zone,
  }).format(epochMs);
  const utcDay = new Intl.DateTimeFormat(locales[lang], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    epochMs,
  );
  const localDay = new Intl.DateTimeFormat(locales[lang], { weekday: "short", day: "numeric", month: "short", timeZone: zone }).format(
    epochMs,
  );
  const utc = `${hhmm(epochMs, "UTC", lang)} UTC${utcDay === localDay ? "" : ` (${utcDay})`}`;
  return parts.zone ? `${day}, ${hhmm(epochMs, zone, lang)} ${words[lang].in} ${cityOf(zone)} · ${utc}` : `${day} · ${utc}`;
}

type Props = {
  value?: unknown;
  onChange: (value: string) => void;
  forID?: string;
  entry?: { get: (k: string) => unknown };
  field?: { get: (k: string) => unknown };
};

/**
 * The control itself, for the editor's language `ui()` and the entry's place `placeOf` (the
 * country and city of the festival or screening the time belongs to, where the entry has them).
 */
export function zonedTimeControl(
  ui: () => UiLang,
  placeOf: (instance: { root?: Element | null; props: Props }) => { country?: string; city?: string },
) {
  return createClass({
    displayName: "Zoned time",
    getInitialState: () => ({}),
    componentDidMount(this: { setState: (s: object) => void; stopListening?: () => void }) {
      // Drawn again once its place in the form is known (the entry's country comes first), and
      // when the git host says whether the repository is public.
      this.setState({ placed: true });
      this.stopListening = onVisibility(() => this.setState({ visibility: repositoryIsPublic() }));
    },
    componentWillUnmount(this: { stopListening?: () => void }) {
      this.stopListening?.();
    },
    setRoot(this: { root?: Element | null }, element: Element | null) {
      this.root = element;
    },
    render(this: {
      props: Props;
      root?: Element | null;
      setRoot: (e: Element | null) => void;
      pending?: { seen: Set<unknown>; to: string };
    }) {
      const lang = ui();
      const w = words[lang];
      const parts = partsOf(this.props.value);
      // What this control wrote last, until the editor hands it back: a time typed right after a
      // day changes the day as written, not the value drawn, even when the editor hands back the
      // changes one by one, late. A value this control never wrote is another change: it stands.
      if (this.pending && (this.props.value === this.pending.to || !this.pending.seen.has(this.props.value))) this.pending = undefined;
      const change = (next: Partial<Parts>) => {
        const changed = { ...partsOf(this.pending?.to ?? this.props.value), ...next };
        // A new day, time or city is a new reading: the offset chosen for the old one no longer holds.
        if (!("offset" in next)) delete changed.offset;
        const to = writtenOf(changed);
        this.pending = { seen: new Set([...(this.pending?.seen ?? [this.props.value]), to]), to };
        this.props.onChange(to);
      };
      const { country, city } = placeOf(this);
      const { near, all } = zoneChoices(lang, country, city);
      const option = (z: ZoneChoice) => h("option", { key: z.value, value: z.value }, z.label);
      const readings = parts.zone && parts.date && parts.time ? readingsOf(`${parts.date} ${parts.time}`, parts.zone) : [];
      const moment = momentWords(this.props.value, lang);
      const input = {
        style: {
          font: "inherit",
          padding: "6px 8px",
          border: "1px solid var(--sui-primary-border-color)",
          borderRadius: "4px",
          background: "var(--sui-textbox-background-color)",
          color: "inherit",
        },
      };
      return h(
        "div",
        {
          ref: this.setRoot,
          "data-zoned-time": "",
          style: { display: "flex", flexWrap: "wrap", gap: "8px", alignItems: "center", maxWidth: "100%" },
        },
        h("input", {
          ...input,
          type: "date",
          id: this.props.forID,
          "aria-label": w.date,
          value: parts.date,
          onChange: (e: { target: { value: string } }) => change({ date: e.target.value }),
        }),
        h("input", {
          ...input,
          type: "time",
          "aria-label": w.time,
          value: parts.time,
          onChange: (e: { target: { value: string } }) => change({ time: e.target.value }),
        }),
        h(
          "select",
          {
            ...input,
            // As wide as the row has room for: the longest city's name must not widen the form on a phone.
            style: { ...input.style, width: "14em", flex: "1 1 14em", maxWidth: "100%" },
            "aria-label": w.zone,
            value: parts.zone,
            onChange: (e: { target: { value: string } }) => change({ zone: e.target.value }),
          },
          h("option", { value: "" }, w.choose),
          near.length > 0 ? h("optgroup", { label: w.near }, ...near.map(option)) : null,
          h("optgroup", { label: w.all }, ...all.map(option)),
        ),
        readings.length === 2
          ? h(
              "div",
              { role: "radiogroup", "aria-label": w.which, style: { flexBasis: "100%", display: "flex", gap: "12px", flexWrap: "wrap" } },
              h("span", null, w.which),
              ...readings.map((r, i) =>
                h(
                  "label",
                  { key: r.offset },
                  h("input", {
                    type: "radio",
                    name: `${this.props.forID}-which`,
                    checked: parts.offset === r.offset,
                    onChange: () => change({ offset: r.offset }),
                  }),
                  ` ${i === 0 ? w.first : w.second}, ${hhmm(r.epochMs, "UTC", lang)} UTC`,
                ),
              ),
            )
          : null,
        // A time the entry may go without (the hour news waits for) is taken out in one click: the
        // file loses the line, and the news is told at the next publication.
        this.props.field?.get("required") === false && typeof this.props.value === "string" && this.props.value !== ""
          ? h(
              "button",
              { type: "button", style: { ...input.style, cursor: "pointer" }, onClick: () => change({ date: "", time: "", zone: "" }) },
              w.clear,
            )
          : null,
        moment
          ? h("p", { "data-moment": "", style: { flexBasis: "100%", margin: 0, color: "var(--sui-secondary-foreground-color)" } }, moment)
          : null,
        // News written ahead sits in the repository until its hour: said here, before it is saved, where the repository is public.
        this.props.field?.get("name") === "embargoUntil" && repositoryIsPublic()
          ? h(
              "p",
              {
                role: "alert",
                "data-public-repository": "",
                style: { flexBasis: "100%", margin: 0, color: "var(--sui-error-foreground-color)" },
              },
              publicRepositoryWords[lang],
            )
          : null,
      );
    },
  });
}
