import type { Page } from "@playwright/test";
import { violations } from "../support/axe.ts";
import { postsTo, startStandIn, type StandIn } from "../support/list-services.ts";
import { expect, test, type Film } from "./film.ts";

// "Tell me when it plays near me" posting, on each other film's list (La Dernière Vague:
// Buttondown; Il Silenzio del Lago: Mailchimp; Der Sommer der Zugvögel: Netlify Forms), in each of
// its languages, with script and without: the service's stand-in (support/list-services.ts) checks
// each post's fields as the service documents them. The words expected are the film's own.

type SignUpWords = Record<"consentNeeded" | "wrongAddress" | "failed" | "offline" | "back" | "done", string>;

function listOf(film: Film) {
  type Settings = { service: "buttondown" | "mailchimp" | "netlify"; list: string; mergeTags?: Record<string, string> };
  const signUp = film.inLang<{ signUp: Settings }>(film.rootLang.code, "site.json").signUp;
  const mailchimp = signUp.service === "mailchimp" ? new URL(signUp.list) : undefined;
  const tags = { country: "COUNTRY", town: "TOWN", language: "LANGUAGE", ...signUp.mergeTags };
  const honeypot = mailchimp
    ? `b_${mailchimp.searchParams.get("u")}_${mailchimp.searchParams.get("id")}`
    : signUp.service === "netlify"
      ? "bot-field"
      : undefined;
  return {
    ...signUp,
    /** Where the posts go: the service's origin, or the site's own (Netlify). */
    external: signUp.service === "buttondown" ? "https://buttondown.com" : mailchimp?.origin,
    honeypot,
    names: mailchimp
      ? ["EMAIL", tags.country, tags.town, tags.language, honeypot!]
      : ["form-name", "email", "country", "town", "language", "consent", "bot-field"],
    email: mailchimp ? "EMAIL" : "email",
    town: mailchimp ? tags.town : signUp.service === "buttondown" ? "metadata__town" : "town",
  };
}

/** The film's list's stand-in, the page's posts to the list sent to it. */
async function standInFor(film: Film, page: Page, siteOrigin: string): Promise<StandIn> {
  const list = listOf(film);
  const standIn = await startStandIn(list.service, { names: list.names, honeypot: list.honeypot });
  // A plain post Netlify takes is answered with the page the form's action names.
  const landing = list.external
    ? undefined
    : async (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
        route.request().isNavigationRequest() ? (await route.fetch({ method: "GET" })).text() : undefined;
  await postsTo(page, list.external ?? siteOrigin, standIn, landing);
  return standIn;
}

async function fillIn(page: Page, { address = "ana@example.com", town = "Husum", consent = true } = {}) {
  const form = page.locator("#sign-up form");
  await form.locator("#sign-up-email").fill(address);
  await form.locator("#sign-up-town").fill(town);
  if (consent) await form.locator("#sign-up-consent").check();
  return form;
}

/** Home in `code`, its form hydrated (it hydrates as it nears the screen). */
async function homeWithForm(page: Page, film: Film, code: string) {
  await page.goto(film.pathIn(code, "/"));
  const island = page.locator('[data-island="SignUpForm"]');
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-hydrated", "true");
}

test.describe("with script", () => {
  test("refuses an address that is none and an unticked consent in the page's words, sending nothing; sends one post, however often the button is pressed, with the fields the service documents", async ({
    film,
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const list = listOf(film);
    const standIn = await standInFor(film, page, new URL(baseURL!).origin);
    try {
      for (const { code } of film.langs) {
        const words = film.inLang<{ signUp: SignUpWords }>(code, "words/sign-up.json").signUp;
        await homeWithForm(page, film, code);
        const form = await fillIn(page, { address: "ana@example", consent: false });
        await form.getByRole("button", { name: /./ }).first().click();
        await expect(form.getByText(words.wrongAddress)).toBeVisible();
        await expect(form.locator("#sign-up-email")).toHaveAttribute("aria-invalid", "true");
        await expect(form.locator("#sign-up-email")).toBeFocused();
        await form.locator("#sign-up-email").fill("ana@example.com");
        await form.locator('button[type="submit"]').click();
        await expect(form.getByText(words.consentNeeded)).toBeVisible();
        expect(standIn.received, code).toEqual([]);
        expect(await violations(page, "#sign-up"), code).toEqual([]);

        await form.locator("#sign-up-consent").check();
        await form.locator('button[type="submit"]').dblclick();
        if (list.external) await page.waitForURL((url) => url.origin !== new URL(baseURL!).origin);
        else {
          const { title } = film.inLang<{ title: string }>(code, "film.json");
          await expect(form.getByRole("status")).toHaveText(words.done.replace("{title}", title));
        }
        await expect.poll(() => standIn.received.length).toBe(1);
        const fields = new URLSearchParams(standIn.received[0]!.fields);
        expect(fields.get(list.email)).toBe("ana@example.com");
        expect(fields.get(list.town)).toBe("Husum");
        expect(standIn.refusals, code).toEqual([]);
        standIn.received.length = 0;
      }
    } finally {
      await standIn.close();
    }
  });

  test("a list that fails, or a connection dropped, keeps what was typed and says what to do", async ({ film, page, baseURL }) => {
    test.setTimeout(120_000);
    const list = listOf(film);
    const standIn = await standInFor(film, page, new URL(baseURL!).origin);
    try {
      for (const answer of ["fail", "drop"] as const)
        for (const { code } of film.langs) {
          const words = film.inLang<{ signUp: SignUpWords }>(code, "words/sign-up.json").signUp;
          standIn.answer = answer;
          await homeWithForm(page, film, code);
          const form = await fillIn(page);
          const home = page.url();
          await form.locator('button[type="submit"]').click();
          await expect.poll(() => standIn.received.length).toBe(1);
          standIn.received.length = 0;
          if (list.external) {
            // The service's own page answers in this tab, or the browser's for a dropped
            // connection; back on the site, all that was typed is there again.
            await page.waitForURL((url) => url.href !== home);
            await page.goBack();
            await expect(page.locator("#sign-up form").getByRole("status")).toHaveText(words.back);
          } else await expect(form.getByRole("alert")).toHaveText(answer === "fail" ? words.failed : words.offline);
          await expect(page.locator("#sign-up-email")).toHaveValue("ana@example.com");
          await expect(page.locator("#sign-up-town")).toHaveValue("Husum");
        }
    } finally {
      await standIn.close();
    }
  });
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser refuses an address that is none and an unticked consent; a plain post reaches the list once, with the fields the service documents", async ({
    film,
    page,
    baseURL,
  }) => {
    const list = listOf(film);
    const standIn = await standInFor(film, page, new URL(baseURL!).origin);
    try {
      for (const { code } of film.langs) {
        await page.goto(film.pathIn(code, "/"));
        let form = await fillIn(page, { address: "ana", consent: true });
        await form.locator('button[type="submit"]').click();
        expect(await form.locator("#sign-up-email").evaluate((e: HTMLInputElement) => e.validity.valid)).toBe(false);
        await page.goto(film.pathIn(code, "/"));
        form = await fillIn(page, { consent: false });
        await form.locator('button[type="submit"]').click();
        expect(await form.locator("#sign-up-consent").evaluate((e: HTMLInputElement) => e.validity.valid)).toBe(false);
        expect(standIn.received, code).toEqual([]);
        await form.locator("#sign-up-consent").check();
        await form.locator('button[type="submit"]').click();
        await expect.poll(() => standIn.received.length).toBe(1);
        const fields = new URLSearchParams(standIn.received[0]!.fields);
        expect(fields.get(list.email)).toBe("ana@example.com");
        expect(standIn.refusals, code).toEqual([]);
        if (!list.external) {
          const thanks = film.inLang<{ thanks: { title: string } }>(code, "words/sign-up.json").thanks.title;
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanks);
        }
        standIn.received.length = 0;
      }
    } finally {
      await standIn.close();
    }
  });
});
