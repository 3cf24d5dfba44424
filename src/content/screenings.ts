import shown from "#lang/screenings-shown.json";
import { lang } from "./language.ts";
import { calendarFeedPathIn, calendarPathIn, type ShownScreening, type ShownScreenings } from "./screening-events.ts";

// Where and when the film plays, edited in content/screenings.yaml: the build checks the file
// and works out, once, what the pages show (screening-events.ts); the pages read it from here.
export type { ShownScreening } from "./screening-events.ts";

/** The calendar feed of the pages' language: /screenings.ics, or /es/screenings.ics on the Spanish pages. */
export const calendarFeedPath = calendarFeedPathIn(lang);
/** One screening's calendar file in the pages' language. */
export const calendarPath = (s: Pick<ShownScreening, "id">) => calendarPathIn(lang, s);

const data = shown as ShownScreenings;

/** Every screening, in order of start: id, instants, the venue's local date and time. */
export const screenings: ShownScreening[] = data.screenings;

/** schema.org ScreeningEvent JSON-LD of every screening ("" while there are none). */
export const screeningsJsonLd = data.jsonLd;

/** How many screenings have started by `now`: they lead the list, which is in order of start. */
export const startedBy = (now: number, list: readonly ShownScreening[] = screenings) => list.filter((s) => s.startMs <= now).length;
