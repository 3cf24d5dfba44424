import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import type { APIRequestContext, Page } from "@playwright/test";
import { violations } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { clickAndSave } from "../support/save-download.ts";
import { festivalRun } from "../support/sites.ts";
import { filmOf, hostOf } from "../support/film-words.ts";

// The fixture's screenings (e2e/festival-run/content/screenings.yaml): Seville on 11 October
// 2025 (past), London on 14 March 2030 at 18:00 UTC, New York on 2 April 2030 at 20:00 New York
// time (sold out), which is 00:00 UTC on the 3rd.
const london = "Q&A with the director, Curzon Soho, London, Thu 14 March 2030 · 18:00";
const newYork = "US Premiere, IFC Center, New York, Tue 2 April 2030 · 20:00";
const londonStart = Date.parse("2030-03-14T18:00:00Z");

const upcoming = (page: Page) => page.getByRole("list", { name: "Upcoming screenings" });
const past = (page: Page) => page.getByRole("list", { name: "Past screenings" });

/** The film's tagline in each language (the fixture keeps the seed's film.yaml), read once its site is built. */
const tagline = {
  get en() {
    return festivalRun.generated<{ tagline: string }>("en", "film.json").tagline;
  },
  get es() {
    return festivalRun.generated<{ tagline: string }>("es", "film.json").tagline;
  },
};

/** The film's title, the site's address and its host, which name the calendars and their events. */
const title = () => filmOf(festivalRun).title;
const home = () => festivalRun.address();
const host = () => hostOf(festivalRun);

/** An event's description but its second line, who can come (access.spec.ts reads it): each fixture screening has one. */
const apartFromAccess = (description: string) => {
  const [about, , ...rest] = description.split("\n");
  return [about, ...rest].join("\n");
};

/** The VEVENTs of an iCalendar text, read by ical.js. */
function calendar(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return { cal, events: cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

for (const route of ["/", "/festivals"]) {
  test(`${route} lists the screenings to come, soonest first, then the past one`, async ({ page }) => {
    await page.goto(route);
    const section = page.getByRole("region", { name: "Screenings" });
    await expect(section).toBeVisible();
    await expect(upcoming(page).getByRole("listitem")).toHaveCount(2);
    await expect(upcoming(page).locator("time")).toHaveText(["Thu 14 March 2030 · 18:00", "Tue 2 April 2030 · 20:00"]);
    await expect(upcoming(page).getByRole("listitem").first()).toContainText("18:00 local time");
    await expect(upcoming(page).getByRole("listitem").first()).toContainText("Curzon Soho, London, United Kingdom");

    const tickets = section.getByRole("link", { name: `Tickets for ${london}` });
    await expect(tickets).toHaveAttribute("href", "https://www.example.com/tickets/london");
    await expect(tickets).toHaveAttribute("target", "_blank");
    const soldOut = upcoming(page).getByRole("listitem").filter({ hasText: "IFC Center" });
    await expect(soldOut.getByText("Sold out", { exact: true })).toBeVisible();
    await expect(soldOut.getByRole("link", { name: /^Tickets/ })).toHaveCount(0);
    await expect(section.getByRole("link", { name: `Add to calendar: ${newYork}` })).toHaveAttribute(
      "href",
      "/screenings/2030-04-02-new-york.ics",
    );

    await expect(section.getByRole("heading", { name: "Past screenings" })).toBeVisible();
    const seville = past(page).getByRole("listitem");
    await expect(seville).toHaveCount(1);
    await expect(seville).toContainText("Sat 11 October 2025 · 19:30 local time");
    await expect(seville).toContainText("Seville European Film Festival");
    await expect(seville.getByRole("link")).toHaveCount(0); // no tickets, no calendar: it is over

    await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute("href", "/screenings.ics");

    const events = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((t) => [JSON.parse(t)].flat() as { "@type": string }[])
      .filter((d) => d["@type"] === "ScreeningEvent");
    expect(events.map((e) => e)).toMatchObject([
      { startDate: "2025-10-11T19:30+02:00", location: { name: "Teatro Lope de Vega" } },
      {
        startDate: "2030-03-14T18:00+00:00",
        endDate: "2030-03-14T19:37+00:00",
        location: { "@type": "Place", address: { addressLocality: "London", addressCountry: "GB" } },
        workPresented: { "@type": "Movie", name: title() },
        offers: { url: "https://www.example.com/tickets/london", availability: "https://schema.org/InStock" },
      },
      { startDate: "2030-04-02T20:00-04:00", offers: { availability: "https://schema.org/SoldOut" } },
    ]);
  });
}

test("the screenings, to come and past, pass axe's WCAG 2.2 AA checks", async ({ page }) => {
  for (const route of ["/", "/festivals"]) {
    await page.goto(route);
    expect((await violations(page, "#screenings")).map((v) => `${route} ${v}`)).toEqual([]);
  }
});

test("Add to calendar downloads the screening as an iCalendar file, in UTC", async ({ page }) => {
  await page.goto("/");
  const { download, path } = await clickAndSave(page, page.getByRole("link", { name: `Add to calendar: ${london}` }));
  expect(download.suggestedFilename()).toBe("2030-03-14-london.ics");
  const { events } = calendar(readFileSync(path, "utf8"));
  expect(events).toHaveLength(1);
  expect(events[0]!.uid).toBe(`2030-03-14-london@${host()}`);
  expect(events[0]!.summary).toBe(`${title()} — Q&A with the director`);
  expect(events[0]!.location).toBe("Curzon Soho, London, United Kingdom");
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2030-03-14T18:00:00.000Z");
  expect(events[0]!.endDate.toJSDate().toISOString()).toBe("2030-03-14T19:37:00.000Z"); // start + 97 minutes
  expect(apartFromAccess(events[0]!.description)).toBe(
    `Q&A with the director. ${tagline.en}\nTickets: https://www.example.com/tickets/london\n${home()}/`,
  );
});

/** A calendar feed as served: text/calendar, lines within 75 bytes, a valid VCALENDAR with its product id and name; its events. */
async function feed(request: APIRequestContext, address: string, want: { prodid: string; name: string }) {
  const response = await request.get(address);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await response.text();
  expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const { cal, events } = calendar(text);
  expect(cal.getFirstPropertyValue("version")).toBe("2.0");
  expect(cal.getFirstPropertyValue("prodid")).toBe(want.prodid);
  expect(cal.getFirstPropertyValue("x-wr-calname")).toBe(want.name);
  for (const e of cal.getAllSubcomponents("vevent")) for (const p of ["uid", "dtstamp", "dtstart"]) expect(e.hasProperty(p), p).toBe(true);
  return events;
}

test("the calendar feed holds every screening, served as text/calendar, and validates", async ({ request }) => {
  const events = await feed(request, "/screenings.ics", { prodid: `-//${title()}//Screenings//EN`, name: `${title()} screenings` });
  expect(events.map((e) => [e.uid, e.startDate.toJSDate().toISOString()])).toEqual([
    [`2025-10-11-seville@${host()}`, "2025-10-11T17:30:00.000Z"],
    [`2030-03-14-london@${host()}`, "2030-03-14T18:00:00.000Z"],
    [`2030-04-02-new-york@${host()}`, "2030-04-03T00:00:00.000Z"],
  ]);
  expect(events[2]!.component.getFirstPropertyValue("url")).toBe("https://www.example.com/tickets/new-york");
  expect(events.map((e) => e.summary)).toEqual([
    `${title()} — World Premiere`,
    `${title()} — Q&A with the director`,
    `${title()} — US Premiere`,
  ]);
  expect(apartFromAccess(events[0]!.description)).toBe(
    `World Premiere, Seville European Film Festival. ${tagline.en}\nTickets: https://www.example.com/tickets/seville\n${home()}/`,
  );
  expect(events[2]!.description).toContain("Tickets: https://www.example.com/tickets/new-york (sold out)");
  const one = await request.get("/screenings/2030-04-02-new-york.ics");
  expect(one.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(
    calendar(await one.text())
      .events[0]!.startDate.toJSDate()
      .toISOString(),
  ).toBe("2030-04-03T00:00:00.000Z");
});

/**
 * Watches the page from its start: every layout shift, and every change React or a timer makes
 * to the screenings once the page is parsed (their inline script has run by then; the page's
 * modules, React's hydration among them, run only after the first paint).
 */
async function watchLoad(page: Page) {
  // The web fonts are held back: their swap reflows text by a fraction of a pixel across the
  // page (the fallback's metrics are close, not exact) and would be counted with the rest.
  await page.route(/\.woff2$/, () => {});
  await page.addInitScript(() => {
    const seen = { shifts: [] as PerformanceEntry[], changes: 0 };
    Object.assign(window, { __seen: seen });
    new PerformanceObserver((list) => seen.shifts.push(...list.getEntries())).observe({ type: "layout-shift", buffered: true });
    document.addEventListener("DOMContentLoaded", () => {
      // Watched from the body, so that the section being replaced whole counts too.
      const section = document.getElementById("screenings");
      const isSection = (n: Node) => n instanceof Element && n.id === "screenings";
      new MutationObserver((records) => {
        for (const r of records) if (section?.contains(r.target) || [...r.addedNodes, ...r.removedNodes].some(isSection)) seen.changes++;
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  });
}

/**
 * What happened while the page loaded: the layout shifts' sum, whether any moved the screenings
 * or what follows them, and how many changes were made to the screenings after parsing.
 */
async function loadReport(page: Page) {
  await page.waitForTimeout(500); // hydration is done (goto waits for it); give a late change time to show
  return page.evaluate(() => {
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
    const seen = (window as unknown as { __seen: { shifts: Shift[]; changes: number } }).__seen;
    const section = document.getElementById("screenings")!;
    const atOrAfter = (node: Node) =>
      section.contains(node) || !!(section.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
    return {
      shifts: seen.shifts.reduce((sum, e) => sum + e.value, 0),
      screeningsShifted: seen.shifts.some((e) => e.sources.some((s) => s.node && atOrAfter(s.node))),
      changesAfterParsing: seen.changes,
    };
  });
}

/** No shift worth the name, none in or below the screenings, and no change to them after parsing. */
function expectSteadyLoad(report: Awaited<ReturnType<typeof loadReport>>) {
  expect(report.changesAfterParsing).toBe(0);
  expect(report.screeningsShifted).toBe(false);
  expect(report.shifts).toBeLessThan(0.01);
}

test("a screening moves to Past screenings when it starts, while the page is open, without a warning", async ({ page, consoleErrors }) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  await watchLoad(page);
  await page.clock.install({ time: londonStart - 60_000 });
  await page.goto("/#screenings"); // the section in view as the page loads
  await expect(upcoming(page).getByRole("listitem")).toHaveCount(2);
  await expect(past(page).getByRole("listitem")).toHaveCount(1);
  expectSteadyLoad(await loadReport(page));

  await page.clock.fastForward("02:00");
  await expect(upcoming(page).getByRole("listitem")).toHaveCount(1);
  await expect(past(page).getByRole("listitem")).toHaveCount(2);
  await expect(past(page).getByRole("listitem").first()).toContainText("Curzon Soho");
  await expect(page.getByRole("link", { name: `Tickets for ${london}` })).toHaveCount(0);
  await expect(upcoming(page).getByRole("listitem")).toContainText("IFC Center");
  expect(consoleErrors).toEqual([]);
  expect(warnings).toEqual([]);
});

test("a screening that started after the build is past from the first paint, with no shift and no hydration error", async ({
  page,
  consoleErrors,
}) => {
  // After both screenings: the page was built with them to come. Only the date is faked, so
  // the page's timers and frames run as they do for a visitor.
  await watchLoad(page);
  await page.clock.setFixedTime(Date.parse("2030-04-03T01:00:00Z"));
  await page.goto("/#screenings");
  await expect(past(page).locator("time")).toHaveText([
    "Tue 2 April 2030 · 20:00",
    "Thu 14 March 2030 · 18:00",
    "Sat 11 October 2025 · 19:30",
  ]);
  await expect(upcoming(page).getByRole("listitem")).toHaveCount(0);
  await expect(page.getByText("No screenings announced right now")).toBeVisible();
  await expect(page.getByRole("region", { name: "Screenings" }).getByRole("link", { name: /^(Tickets|Add to calendar)/ })).toHaveCount(0);
  expectSteadyLoad(await loadReport(page));
  expect(consoleErrors).toEqual([]); // a hydration mismatch would be reported here

  await page.goto("/festivals#screenings");
  await expect(past(page).getByRole("listitem")).toHaveCount(3);
  await expect(upcoming(page).getByRole("listitem")).toHaveCount(0);
  expectSteadyLoad(await loadReport(page));
  expect(consoleErrors).toEqual([]);
});

// The Spanish pages (/es/, /es/festivals) link calendar files of their own, in Spanish: the same
// screenings at the same instants, each event with an id of its own language, so a calendar
// subscribed to either feed updates its events in place.
const londonEs = /^Añadir al calendario: Coloquio con el director, Curzon Soho, Londres, jueves, 14 de marzo de 2030, 18:00$/;

for (const route of ["/es/", "/es/festivals"]) {
  test(`${route} links the Spanish calendar files`, async ({ page }) => {
    await page.goto(route);
    const section = page.getByRole("region", { name: "Proyecciones" });
    await expect(section.getByRole("link", { name: londonEs })).toHaveAttribute("href", "/es/screenings/2030-03-14-london.ics");
    await expect(section.getByRole("link", { name: /^Añadir al calendario: Estreno en Estados Unidos/ })).toHaveAttribute(
      "href",
      "/es/screenings/2030-04-02-new-york.ics",
    );
    await expect(section.getByRole("link", { name: "Calendario con todas las proyecciones" })).toHaveAttribute(
      "href",
      "/es/screenings.ics",
    );
    await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute("href", "/es/screenings.ics");
    await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute("title", `Proyecciones de ${title()}`);
    await expect(section.locator('a[href$=".ics"]:not([href^="/es/"])')).toHaveCount(0);
  });
}

test("Añadir al calendario downloads the screening in Spanish, in UTC", async ({ page }) => {
  await page.goto("/es/festivals");
  const { download, path: saved } = await clickAndSave(page, page.getByRole("link", { name: londonEs }));
  expect(download.suggestedFilename()).toBe("2030-03-14-london.ics");
  const text = readFileSync(saved, "utf8");
  expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const { cal, events } = calendar(text);
  expect(cal.getFirstPropertyValue("prodid")).toBe(`-//${title()}//Proyecciones//ES`);
  expect(events).toHaveLength(1);
  expect(events[0]!.uid).toBe(`2030-03-14-london.es@${host()}`);
  expect(events[0]!.summary).toBe(`${title()} · Coloquio con el director`);
  expect(apartFromAccess(events[0]!.description)).toBe(
    `Coloquio con el director. ${tagline.es}\nEntradas: https://www.example.com/tickets/london\n${home()}/es/`,
  );
  // The city and country as Spanish names them; the venue as it is.
  expect(events[0]!.location).toBe("Curzon Soho, Londres, Reino Unido");
  expect(events[0]!.startDate.zone?.tzid).toBe("UTC");
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2030-03-14T18:00:00.000Z");
  expect(events[0]!.endDate.toJSDate().toISOString()).toBe("2030-03-14T19:37:00.000Z");
});

test("the Spanish calendar feed holds every screening in Spanish, as text/calendar, and the English files stay English", async ({
  request,
}) => {
  const events = await feed(request, "/es/screenings.ics", {
    prodid: `-//${title()}//Proyecciones//ES`,
    name: `Proyecciones de ${title()}`,
  });
  expect(events.map((e) => [e.uid, e.summary, e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()])).toEqual([
    [`2025-10-11-seville.es@${host()}`, `${title()} · Estreno mundial`, "2025-10-11T17:30:00.000Z", "2025-10-11T19:30:00.000Z"],
    [`2030-03-14-london.es@${host()}`, `${title()} · Coloquio con el director`, "2030-03-14T18:00:00.000Z", "2030-03-14T19:37:00.000Z"],
    [`2030-04-02-new-york.es@${host()}`, `${title()} · Estreno en Estados Unidos`, "2030-04-03T00:00:00.000Z", "2030-04-03T01:37:00.000Z"],
  ]);
  expect(apartFromAccess(events[0]!.description)).toBe(
    `Estreno mundial, Festival de Cine Europeo de Sevilla. ${tagline.es}\nEntradas: https://www.example.com/tickets/seville\n${home()}/es/`,
  );
  expect(apartFromAccess(events[2]!.description)).toBe(
    `Estreno en Estados Unidos. ${tagline.es}\nEntradas: https://www.example.com/tickets/new-york (agotadas)\n${home()}/es/`,
  );
  const one = await request.get("/es/screenings/2030-04-02-new-york.ics");
  expect(one.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(calendar(await one.text()).events.map((e) => [e.uid, e.summary])).toEqual([
    [`2030-04-02-new-york.es@${host()}`, `${title()} · Estreno en Estados Unidos`],
  ]);

  // The English feed and files beside them: English words, the ids they always had.
  for (const address of ["/screenings.ics", "/screenings/2030-04-02-new-york.ics"]) {
    const english = await (await request.get(address)).text();
    expect(english, address).not.toMatch(/Entradas|Proyecciones|agotadas|\.es@/);
    const { cal: en, events: enEvents } = calendar(english);
    expect(en.getFirstPropertyValue("prodid")).toBe(`-//${title()}//Screenings//EN`);
    expect(enEvents.at(-1)!.uid).toBe(`2030-04-02-new-york@${host()}`);
    expect(enEvents.at(-1)!.summary).toBe(`${title()} — US Premiere`);
    expect(apartFromAccess(enEvents.at(-1)!.description)).toBe(
      `US Premiere. ${tagline.en}\nTickets: https://www.example.com/tickets/new-york (sold out)\n${home()}/`,
    );
  }
});
