import { useMemo, useSyncExternalStore } from "react";
import { calendarFeedPath, calendarPath, screenings, startedBy, type ShownScreening } from "../../content/screenings.ts";
import { buildNow } from "../../content/build-clock.ts";
import { AccessLine } from "../ui/AccessLine.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { buttonVariants, cardVariants } from "../ui/primitives.tsx";
import { fill } from "../../lib/fill.ts";
import { screenings as words } from "#lang/words/screenings.json";

// Screenings to come, soonest first, then the past ones, latest first. The page is prerendered
// at build time, so the visitor's clock decides what has passed: a screening moves to Past
// screenings once it has started, before the first paint (the script below), and while the
// page is open (a timer set to the next start).

declare global {
  interface Window {
    /** How many screenings had started when the script below ran: the page React hydrates. */
    __screeningsStarted?: number;
  }
}

/**
 * Runs while the page is parsed, before its first paint: moves every screening that has
 * started since the build from the first list to the top of the second, shows or hides what
 * depends on it, and records the count so that React hydrates exactly this page, then takes
 * over. Written raw through innerHTML so the browser runs it on load and never on a page React
 * renders itself; its SHA-256 goes into the CSP with the other inline scripts.
 */
const moveStarted = `<script>(()=>{let n=Date.now(),s=document.currentScript.closest("section"),[u,p]=s.querySelectorAll("ul"),k=p.children.length;for(const i of[...u.children])if(i.dataset.start<=n)i.lastChild.hidden=!0,p.prepend(i),k++;u.nextElementSibling.hidden=u.children.length>0;p.parentNode.hidden=!k;window.__screeningsStarted=k})()</script>`;

/** A store of how many of `list` have started, which changes at each next start. */
function startedStore(list: readonly ShownScreening[]) {
  const subscribe = (onChange: () => void) => {
    let timer = 0;
    const schedule = () => {
      const next = list.find((s) => s.startMs > Date.now());
      if (next) timer = window.setTimeout(() => (onChange(), schedule()), Math.min(next.startMs - Date.now() + 1, 2 ** 31 - 1));
    };
    schedule();
    // A sleeping tab's timer can fire late: look again when the page is shown.
    document.addEventListener("visibilitychange", onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onChange);
    };
  };
  const started = () => startedBy(Date.now(), list);
  // Prerendered, the build's instant decides (build-clock.ts), as for the rest of the build; in
  // the browser, the count the script above found on the visitor's clock.
  const startedAtHydration = () =>
    import.meta.env.SSR ? startedBy(buildNow().getTime(), list) : (window.__screeningsStarted ?? started());
  return { subscribe, started, startedAtHydration };
}
const builtStore = startedStore(screenings);

/** One screening; a past one keeps its place in the markup, with its buttons hidden. */
function ScreeningItem({ s, past = false }: { s: ShownScreening; past?: boolean }) {
  const which = `${s.kind}, ${s.venue}, ${s.city}, ${s.when}`;
  return (
    <li
      data-start={s.startMs}
      data-access={s.accessShown.kinds.join(" ") || undefined}
      className={cardVariants({
        size: "sm",
        // The buttons beside the words only where both have room: a screening's access line, in
        // German above all, runs long, and the buttons must keep to one line each.
        className: "flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between",
      })}
    >
      <div>
        <p className="text-sm font-semibold text-sunflower">
          <time dateTime={s.start}>{s.when}</time> {words.localTime}
        </p>
        <p className="mt-1 font-display text-xl text-cream">{s.kind}</p>
        {s.festival && <p className="text-sm text-cream">{s.festival}</p>}
        <p className="text-sm text-sand">
          {s.venue}, {s.city}, {s.countryName}
        </p>
        <AccessLine access={s.accessShown} />
      </div>
      <div hidden={past} className="flex flex-wrap items-center gap-2 lg:shrink-0">
        {s.soldOut ? (
          <span className="rounded-full border border-ink-line px-5 py-2.5 text-sm font-semibold text-sand">{words.soldOut}</span>
        ) : (
          <ExternalLink href={s.tickets} className={buttonVariants()} aria-label={fill(words.ticketsFor, { screening: which })}>
            {words.tickets}
          </ExternalLink>
        )}
        <a
          href={calendarPath(s)}
          className={buttonVariants({ variant: "outline" })}
          aria-label={fill(words.addToCalendarFor, { screening: which })}
        >
          {words.addToCalendar}
        </a>
      </div>
    </li>
  );
}

/**
 * The lists of the Screenings section, which move a screening to the past ones as it starts:
 * an island (src/islands.ts), in the section's static frame (Screenings.tsx). The editor's preview
 * gives its own `list`, the draft's.
 */
export function ScreeningLists({ list }: { list?: readonly ShownScreening[] } = {}) {
  const store = useMemo(() => (list ? startedStore(list) : builtStore), [list]);
  const shown = list ?? screenings;
  const count = useSyncExternalStore(store.subscribe, store.started, store.startedAtHydration);
  const upcoming = shown.slice(count);
  const past = shown.slice(0, count).reverse();
  return (
    <>
      <ul data-upcoming aria-label={words.upcoming} className="grid grid-cols-1 gap-3">
        {upcoming.map((s) => (
          <ScreeningItem key={s.id} s={s} />
        ))}
      </ul>
      <p hidden={upcoming.length > 0} className="text-sand">
        {words.none}
      </p>
      <div hidden={past.length === 0} className="mt-10 opacity-80">
        <h3 id="past-screenings" className="mb-4 font-sans text-lg font-semibold text-sand">
          {words.past}
        </h3>
        <ul aria-labelledby="past-screenings" className="grid grid-cols-1 gap-3">
          {past.map((s) => (
            <ScreeningItem key={s.id} s={s} past />
          ))}
        </ul>
      </div>
      <p className="mt-8 text-sm text-sand">
        <a href={calendarFeedPath} className="underline hover:text-sunflower">
          {words.calendarFeed}
        </a>
        {words.calendarFeedNote}
      </p>
      <div hidden dangerouslySetInnerHTML={{ __html: moveStarted }} />
    </>
  );
}
