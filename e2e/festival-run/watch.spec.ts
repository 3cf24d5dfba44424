import type { Page } from "@playwright/test";
import { pathIn, type Lang } from "#src/lib/languages.ts";
import type { ShownRelease, ShownTerritory } from "#src/content/release-events.ts";
import { violations } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { festivalRun } from "../support/sites.ts";

// Where to watch, on the festival-run fixture's releases (e2e/festival-run/content/releases.yaml):
// Cines Renoir in Spain, 6 March to 30 April 2030 (with a note); MUBI in the United Kingdom and
// Ireland from 1 May 2030; Iberia worldwide, 1 November 2029 to 31 January 2030. On the
// visitor's 10 March 2030, Renoir is current, MUBI coming, Iberia ended. The visitor is in
// Madrid (their calendar decides what is current); the words are the site's own.

type WatchWords = {
  watch: Record<
    "title" | "country" | "worldwide" | "elsewhere" | "now" | "coming" | "ended" | "from" | "until" | "ran" | "open" | "seeAll",
    string
  >;
  kinds: Record<ShownRelease["kind"], string>;
};
const words = (lang: Lang) => {
  const { watch, kinds } = festivalRun.generated<WatchWords>(lang, "words/watch.json");
  return { ...watch, kinds };
};
const shown = (lang: Lang) =>
  festivalRun.generated<{ releases: ShownRelease[]; territories: ShownTerritory[] }>(lang, "releases-shown.json");
const release = (lang: Lang, where: string) => shown(lang).releases.find((r) => r.where === where)!;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

const march10 = "2030-03-10T12:00:00+01:00";
test.use({ timezoneId: "Europe/Madrid" });

/** The page at `route` on the visitor's `time`, its clock running from there. */
async function openAt(page: Page, route: string, time: string) {
  await page.clock.install({ time: new Date(time) });
  await page.goto(route);
}

/** What each release of a list says: where, and its status line. */
const itemsOf = (page: Page, list: string) =>
  page
    .getByRole("list", { name: list, exact: true })
    .getByRole("listitem")
    .evaluateAll((items) =>
      items
        .filter((li) => getComputedStyle(li).display !== "none")
        .map((li) => ({
          where: li.querySelector(".font-display")!.textContent,
          status: (li as HTMLElement).dataset.status,
          said: li.querySelector("p")!.innerText,
        })),
    );

for (const lang of ["en", "es"] as const) {
  const w = () => words(lang);

  test(`${lang}: Home shows where to watch under the hero, current first, then coming, and not what has ended`, async ({
    page,
    consoleErrors,
  }) => {
    await openAt(page, pathIn(lang, "/"), march10);
    const section = page.getByRole("region", { name: w().title });
    await expect(section).toBeVisible();
    // Under the hero: the first section after it.
    expect(await section.evaluate((s) => s.closest("[data-releases-shown]")!.previousElementSibling?.querySelector("h1") !== null)).toBe(
      true,
    );
    const renoir = release(lang, "Cines Renoir");
    const mubi = release(lang, "MUBI");
    expect(await itemsOf(page, w().title)).toEqual([
      { where: "Cines Renoir", status: "current", said: `${w().now} · ${fill(w().until, { date: renoir.untilText! })}` },
      { where: "MUBI", status: "coming", said: `${w().coming} · ${fill(w().from, { date: mubi.fromText })}` },
    ]);
    await expect(section.getByText(renoir.note!)).toBeVisible();
    await expect(section.getByText(`${w().kinds.subscription} · ${mubi.territoryNames.join(", ")}`)).toBeVisible();
    const link = section.getByRole("link", { name: fill(w().open, { where: "Cines Renoir" }) });
    await expect(link).toHaveAttribute("href", renoir.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await section.getByRole("link", { name: w().seeAll }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, "/watch")}$`));
    expect(consoleErrors).toEqual([]);
  });
}

for (const [locale, lang, country] of [
  ["es-ES", "es", "ES"],
  ["en-GB", "en", "GB"],
  ["en-US", "en", "worldwide"],
] as const) {
  test.describe(`a browser set to ${locale}`, () => {
    test.use({ locale });
    test(`/watch chooses ${country} first, lists its releases current, coming, then ended (muted), every other country a tap away`, async ({
      page,
    }) => {
      await openAt(page, pathIn(lang, "/watch"), march10);
      const territories = shown(lang).territories;
      const chosen = territories.find((t) => t.code === country)!;
      const chooser = page.getByRole("group", { name: words(lang).country });
      await expect(chooser.getByRole("radio")).toHaveCount(territories.length);
      await expect(chooser.getByRole("radio", { name: chosen.name, exact: true })).toBeChecked();
      // Its list alone shows; the releases of the country are all in it, in order.
      const lists = page.getByRole("list");
      await expect(page.getByRole("list", { name: chosen.name, exact: true })).toBeVisible();
      for (const t of territories.filter((t) => t.code !== country))
        await expect(lists.and(page.getByLabel(t.name, { exact: true }))).toBeHidden();
      const items = await itemsOf(page, chosen.name);
      expect(items.map((i) => i.where).sort()).toEqual(
        chosen.releases.map((id) => shown(lang).releases.find((r) => r.id === id)!.where).sort(),
      );
      const order = { current: 0, coming: 1, ended: 2 };
      expect(items.map((i) => order[i.status as keyof typeof order])).toEqual(
        items.map((i) => order[i.status as keyof typeof order]).sort(),
      );
      // Iberia, ended, is in every country's list: muted, with no button.
      const iberia = page.getByRole("list", { name: chosen.name, exact: true }).getByRole("listitem").filter({ hasText: "Iberia" });
      await expect(iberia).toHaveAttribute("data-status", "ended");
      await expect(iberia).toHaveCSS("border-top-style", "dashed");
      // Its words in a quieter colour than a release on now or coming (one of any country's list).
      const current = page.locator("li[data-status=current], li[data-status=coming]").first();
      const colour = (item: typeof iberia) => item.locator(".font-display").evaluate((e) => getComputedStyle(e).color);
      expect(await colour(iberia)).not.toBe(await colour(current));
      await expect(iberia.getByRole("link")).toBeHidden();
      await expect(iberia).toContainText(words(lang).ended);
      // Another country, one tap away.
      const other = territories.find((t) => t.code !== country)!;
      await chooser.getByText(other.name, { exact: true }).click();
      await expect(page.getByRole("list", { name: other.name, exact: true })).toBeVisible();
      await expect(page.getByRole("list", { name: chosen.name, exact: true })).toBeHidden();
    });
  });
}

test("a release passes while the page is open: at the visitor's midnight it ends, moves below the coming one, and leaves Home", async ({
  page,
  consoleErrors,
}) => {
  const w = words("en");
  await openAt(page, "/", "2030-04-30T23:59:00+02:00");
  const home = page.getByRole("region", { name: w.title });
  expect((await itemsOf(page, w.title)).map((i) => [i.where, i.status])).toEqual([
    ["Cines Renoir", "current"],
    ["MUBI", "coming"],
  ]);
  await page.clock.fastForward("02:00");
  // 1 May: Renoir has ended (Home shows only what is on or coming), MUBI is on.
  await expect(home.getByRole("listitem").filter({ hasText: "MUBI" })).toHaveAttribute("data-status", "current");
  expect((await itemsOf(page, w.title)).map((i) => [i.where, i.status])).toEqual([["MUBI", "current"]]);
  expect(consoleErrors).toEqual([]);
});

test("the Movie data gives search engines each release not ended on the build's day, with its dates and countries", async ({ page }) => {
  await page.goto("/");
  const movie = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) => t.includes('"Movie"'))!,
  ) as { offers?: Record<string, unknown>[]; potentialAction?: Record<string, unknown>[] };
  const today = new Date().toISOString().slice(0, 10);
  const open = shown("en").releases.filter((r) => !r.until || r.until >= today);
  const region = (r: ShownRelease) =>
    r.territories.includes("worldwide") ? "EARTH" : r.territories.map((name) => ({ "@type": "Country", name }));
  const dates = (r: ShownRelease) => ({ availabilityStarts: r.from, ...(r.until && { availabilityEnds: r.until }) });
  expect(movie.offers ?? []).toEqual(
    open
      .filter((r) => r.kind === "cinemas")
      .map((r) => expect.objectContaining({ "@type": "Offer", url: r.url, eligibleRegion: region(r), ...dates(r) })),
  );
  expect(movie.potentialAction ?? []).toEqual(
    open
      .filter((r) => r.kind !== "cinemas")
      .map((r) =>
        expect.objectContaining({
          "@type": "WatchAction",
          target: { "@type": "EntryPoint", urlTemplate: r.url },
          provider: { "@type": "Organization", name: r.where },
          actionAccessibilityRequirement: expect.objectContaining({ eligibleRegion: region(r), ...dates(r) }),
        }),
      ),
  );
  expect(open.length).toBeGreaterThan(0);
});

test("Home and /watch open with nothing moving: no layout shift as the visitor's calendar sets the releases", async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { shift: 0 };
    Object.assign(window, { __seen: seen });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.shift += (e as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.route(/\.woff2$/, () => {}); // the web fonts' swap is not the releases'
  await page.clock.install({ time: new Date(march10) });
  for (const route of ["/", "/watch"]) {
    await page.goto(route);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __seen: { shift: number } }).__seen.shift), route).toBeLessThan(0.001);
  }
});

test("/watch is built in both languages and listed in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const lang of ["en", "es"] as const) {
    expect((await request.get(pathIn(lang, "/watch"))).status()).toBe(200);
    expect(sitemap).toContain(`${pathIn(lang, "/watch")}</loc>`);
  }
});

test("Home's Where to watch and /watch pass axe's WCAG 2.2 AA checks in both languages, an ended release included", async ({ page }) => {
  await page.clock.install({ time: new Date(march10) });
  for (const lang of ["en", "es"] as const) {
    await page.goto(pathIn(lang, "/"));
    expect((await violations(page, "#where-to-watch")).map((v) => `${lang} Home: ${v}`)).toEqual([]);
    await page.goto(pathIn(lang, "/watch"));
    await expect(page.locator("li[data-status=ended]:visible")).not.toHaveCount(0);
    expect((await violations(page)).map((v) => `${lang} /watch: ${v}`)).toEqual([]);
  }
});
