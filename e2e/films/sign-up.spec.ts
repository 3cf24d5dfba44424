import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, type Film } from "./film.ts";

// "Tell me when it plays near me" on each other film, whose content names a list of each service
// (La Dernière Vague: Buttondown; Il Silenzio del Lago: Mailchimp; Der Sommer der Zugvögel:
// Netlify Forms): where the form stands, where it posts and the names its fields take, as each
// service's documentation names them (written here, not read from the site's code), the
// Content-Security-Policy that lets it post there alone, and the privacy page it links to.

type SignUp = {
  service: "buttondown" | "mailchimp" | "netlify";
  list: string;
  mergeTags?: Record<string, string>;
  keepUntil: string;
  regulator: { name: string; address: string };
  contact?: string;
};

const signUpOf = (film: Film) => {
  const signUp = film.inLang<{ signUp?: SignUp }>(film.rootLang.code, "site.json").signUp;
  expect(signUp, "the film's content names a list").toBeDefined();
  return signUp!;
};

/** Where the service's documentation says its form posts, the one origin it needs, and the fields it takes. */
function documented(signUp: SignUp, film: Film, lang: string) {
  if (signUp.service === "buttondown")
    return {
      action: `https://buttondown.com/api/emails/embed-subscribe/${signUp.list}`,
      origin: "https://buttondown.com",
      email: "email",
      fields: { embed: "1", tag: `language-${lang}`, metadata__language: lang },
      named: ["metadata__country", "metadata__town"],
    };
  if (signUp.service === "mailchimp") {
    const url = new URL(signUp.list);
    const tags = { country: "COUNTRY", town: "TOWN", language: "LANGUAGE", ...signUp.mergeTags };
    return {
      action: signUp.list,
      origin: url.origin,
      email: "EMAIL",
      fields: { [tags.language]: lang, [`b_${url.searchParams.get("u")}_${url.searchParams.get("id")}`]: "" },
      named: [tags.country, tags.town],
    };
  }
  return {
    action: film.pathIn(lang, "/signed-up"),
    origin: "'self'",
    email: "email",
    fields: { "form-name": signUp.list, language: lang, "bot-field": "" },
    named: ["country", "town", "consent"],
  };
}

/** The sign-up form of the page as it is: where it posts, and each field's name and value. */
async function formOn(page: Page) {
  const form = page.locator("#sign-up form");
  await expect(form).toHaveCount(1);
  return form.evaluate((f: HTMLFormElement) => ({
    action: f.getAttribute("action"),
    method: f.method,
    fields: Object.fromEntries(
      [...f.querySelectorAll<HTMLInputElement>("[name]")].map((e) => [e.name, e.type === "checkbox" ? "" : e.value]),
    ),
  }));
}

test.use({ javaScriptEnabled: false });

test("the form stands on Home, under the screenings and on Where to watch, in each language, posting to the film's list with the fields its service documents", async ({
  film,
  page,
}) => {
  const signUp = signUpOf(film);
  const pages = ["/", ...["/festivals", "/watch"].filter((p) => film.routes.includes(p))];
  for (const { code } of film.langs) {
    const expected = documented(signUp, film, code);
    for (const route of pages) {
      await page.goto(film.pathIn(code, route));
      const form = await formOn(page);
      expect(form.action, `${code} ${route}`).toBe(expected.action);
      expect(form.method).toBe("post");
      expect(form.fields, `${code} ${route}`).toMatchObject(expected.fields);
      for (const name of [expected.email, ...expected.named]) expect(Object.keys(form.fields), `${code} ${route}`).toContain(name);
      // The consent box is never ticked in advance, and must be ticked to send.
      const consent = page.locator("#sign-up input[type=checkbox]");
      await expect(consent).not.toBeChecked();
      await expect(consent).toHaveAttribute("required", "");
      await expect(page.locator(`#sign-up input[name="${expected.email}"]`)).toHaveAttribute("type", "email");
    }
  }
});

test("the pages let forms post to the list's host alone", async ({ film, request }) => {
  const { origin } = documented(signUpOf(film), film, film.rootLang.code);
  const csp = (await request.get("/")).headers()["content-security-policy"] ?? "";
  expect(csp.split("; ").find((d) => d.startsWith("form-action "))).toBe(`form-action ${origin}`);
});

test("the prerendered HTML has the shape Netlify's form detection needs where the list is Netlify's, and no Netlify attribute elsewhere", async ({
  film,
}) => {
  const signUp = signUpOf(film);
  for (const { code } of film.langs) {
    const file = path.join(film.client, film.pathIn(code, "/").replace(/^\//, ""), "index.html");
    const html = readFileSync(file, "utf8");
    const form = /<form\b[^>]*>[\s\S]*?<\/form>/.exec(html.slice(html.indexOf('id="sign-up"')))?.[0] ?? "";
    expect(form, file).not.toBe("");
    if (signUp.service !== "netlify") {
      expect(form, file).not.toMatch(/netlify|form-name/);
      continue;
    }
    expect(form, file).toMatch(new RegExp(`<form\\b[^>]*\\bname="${signUp.list}"`));
    expect(form).toMatch(/<form\b[^>]*\bdata-netlify="true"/);
    expect(form).toMatch(/<form\b[^>]*\bnetlify-honeypot="bot-field"/);
    expect(form).toContain(`<input type="hidden" name="form-name" value="${signUp.list}"/>`);
    for (const name of ["email", "country", "town", "language", "consent", "bot-field"]) expect(form, name).toContain(`name="${name}"`);
  }
});

test("the privacy page says who holds the list, which service keeps it, until when, how to leave and where to complain, and every page's footer links to it", async ({
  film,
  page,
}) => {
  const signUp = signUpOf(film);
  const { copyrightHolder } = film.inLang<{ copyrightHolder: string }>(film.rootLang.code, "film.json");
  const contact = signUp.contact ?? film.inLang<{ pressContact: { email: string } }>(film.rootLang.code, "contact.json").pressContact.email;
  const service = { buttondown: "Buttondown", mailchimp: "Mailchimp", netlify: "Netlify" }[signUp.service];
  for (const { code } of film.langs) {
    await page.goto(film.pathIn(code, "/"));
    const words = film.inLang<{ privacyPage: { title: string } }>(code, "words/sign-up.json").privacyPage;
    await page.locator("footer").getByRole("link", { name: words.title }).click();
    await expect(page).toHaveURL(new RegExp(`${film.pathIn(code, "/privacy")}$`));
    const main = page.locator("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    await expect(main).toContainText(copyrightHolder);
    await expect(main.getByRole("link", { name: contact }).first()).toHaveAttribute("href", `mailto:${contact}`);
    await expect(main).toContainText(service);
    await expect(main).toContainText(signUp.keepUntil.slice(0, 4));
    await expect(main.getByRole("link", { name: signUp.regulator.name })).toHaveAttribute("href", signUp.regulator.address);
  }
});
