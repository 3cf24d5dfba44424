import ICAL from "ical.js";
import { expect, test } from "./support/fixtures.ts";
import { filmOf } from "./support/film-words.ts";
import { seed } from "./support/sites.ts";

// Today's content lists no screening: no section shows anywhere (e2e/festival-run/ tests one
// with screenings), and the calendar feed is already there, empty, for early subscribers.
test("no Screenings section shows while there is no screening", async ({ page }) => {
  for (const route of ["/", "/festivals"]) {
    await page.goto(route);
    await expect(page.locator("#screenings")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Screenings" })).toHaveCount(0);
    await expect(page.locator('link[type="text/calendar"]')).toHaveCount(0);
  }
});

test("the calendar feed is a valid, empty calendar", async ({ request }) => {
  const response = await request.get("/screenings.ics");
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const cal = new ICAL.Component(ICAL.parse(await response.text()));
  expect(cal.name).toBe("vcalendar");
  expect(cal.getFirstPropertyValue("version")).toBe("2.0");
  expect(cal.getFirstPropertyValue("prodid")).toBe(`-//${filmOf(seed).title}//Screenings//EN`);
  expect(cal.getAllSubcomponents("vevent")).toEqual([]);
});
