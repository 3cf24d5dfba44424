import { expect, test, type Film } from "./film.ts";

// Where to watch offers "Tell me when it plays near me" only where the film is not out: for each
// country the chooser offers, the form shows while that country has no release on now (coming,
// ended or none) and is hidden while one is. Without a worldwide release, "Everywhere else" is
// offered too, so that a visitor from a country no release names finds the form. With script
// (the visitor's calendar, here 1 January 2030) and without (the build's day).

type Release = { id: string; from: string; until?: string };
type Territory = { code: string; name: string; releases: string[] };
type Shown = { releases: Release[]; territories: Territory[] };

const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** The choices the page should offer in `lang`, each with whether the film is out there on `today`. */
function choices(film: Film, lang: string, today: string) {
  const { releases, territories } = film.inLang<Shown>(lang, "releases-shown.json");
  const { elsewhere } = film.inLang<{ watch: { elsewhere: string } }>(lang, "words/watch.json").watch;
  const on = (id: string) => {
    const r = releases.find((x) => x.id === id)!;
    return r.from <= today && (r.until === undefined || today <= r.until);
  };
  const offered = territories.some((t) => t.code === "worldwide")
    ? territories
    : [...territories, { code: "elsewhere", name: elsewhere, releases: [] }];
  return offered.map((t) => ({ ...t, out: t.releases.some(on) }));
}

for (const script of [true, false]) {
  test.describe(script ? "with script" : "without script", () => {
    test.use({ javaScriptEnabled: script });

    test("Where to watch shows the sign-up for each country where the film is not out, and hides it where it is", async ({
      film,
      page,
    }) => {
      if (!film.routes.includes("/watch")) {
        // No release: no Where to watch at all, and the form stands on Home and the screenings alone.
        expect(film.inLang<Shown>(film.rootLang.code, "releases-shown.json").releases).toHaveLength(0);
        expect((await page.request.get("/watch")).status()).toBe(404);
        return;
      }
      if (script) await page.clock.setFixedTime(new Date(2030, 0, 1, 12));
      const today = script ? "2030-01-01" : dayOf(new Date());
      for (const { code: lang } of film.langs) {
        await page.goto(film.pathIn(lang, "/watch"));
        const offered = choices(film, lang, today);
        await expect(page.locator('input[name="territory"]')).toHaveCount(offered.length);
        expect(
          offered.some((t) => !t.out),
          "somewhere the film is not out",
        ).toBe(true);
        for (const t of offered) {
          await page.locator(`label[for="territory-${t.code}"]`).click();
          await expect(page.locator(`#territory-${t.code}`)).toBeChecked();
          const form = page.locator("#sign-up");
          if (t.out) await expect(form, `${lang}: ${t.name}, out`).toBeHidden();
          else await expect(form, `${lang}: ${t.name}, not out`).toBeVisible();
        }
      }
    });
  });
}
