import { expect, test } from "./support/fixtures.ts";
import { escaped, filmOf, fileTitleOf, pressContactOf } from "./support/film-words.ts";
import { seed } from "./support/sites.ts";

test("about: synopsis, technical details, production timeline, director's statement and the press package button", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About the Film");
  for (const h of ["Synopsis", "Technical Details", "Production Timeline", "Director's Statement"]) {
    await expect(page.getByRole("heading", { name: h, exact: true })).toBeVisible();
  }
  await expect(page.getByText("14th–28th October 2024").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Download Press Package" })).toHaveAttribute(
    "href",
    `/downloads/${fileTitleOf(seed)}-Press-Package.pdf`,
  );
});

test("cast & crew: 4 principal cast with headshot, role and description; Lead and Star badges; 4 supporting; 7 crew with departments", async ({
  page,
}) => {
  await page.goto("/cast-crew");
  const principal = page.locator("#principal-cast li");
  await expect(principal).toHaveCount(4);
  for (const card of await principal.all()) {
    await expect(card.locator("img")).toHaveAttribute("alt", /\S/);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(/\S/);
    await expect(card.getByText(/^as /)).toBeVisible();
  }
  await expect(principal.getByText("Lead", { exact: true })).toHaveCount(2);
  const star = principal.filter({ hasText: "Star" });
  await expect(star).toHaveCount(1);
  await expect(star).toContainText("Pipa");
  await expect(page.locator("#supporting-cast li")).toHaveCount(4);
  const crew = page.locator("#key-crew li");
  await expect(crew).toHaveCount(7);
  const departments = await crew.evaluateAll((els) => els.map((e) => e.querySelector("span")?.textContent));
  expect(new Set(departments)).toEqual(new Set(["Direction", "Camera", "Music", "Sound", "Post"]));
});

test("behind the scenes: documentary on request, six images in the lightbox, strapline with the real budget", async ({
  page,
  externalRequests,
}) => {
  await page.goto("/behind-the-scenes");
  await expect(page.getByText("Five crew. Four stars. 12 days. A £20,000 budget.")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(externalRequests).toEqual([]);
  await page.getByRole("button", { name: new RegExp(`^Play The Making of ${escaped(filmOf(seed).title)} \\(15 minutes\\)`) }).click();
  const player = page.locator("#documentary iframe");
  await expect(player).toHaveAttribute("allowfullscreen", "");
  const src = new URL((await player.getAttribute("src"))!);
  expect(src.searchParams.get("loop")).toBe("0");

  await expect(page.locator("#on-set li")).toHaveCount(3);
  await expect(page.locator("#film-stills li")).toHaveCount(3);
  const images = page.locator("#on-set button, #film-stills button");
  await expect(images).toHaveCount(6);
  for (const i of [0, 5]) {
    await images.nth(i).click();
    await expect(page.locator(".yarl__root")).toBeVisible();
    await expect(page.locator(".yarl__root").getByText(`${(i % 3) + 1} / 3`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".yarl__root")).toBeHidden();
  }
  await expect(page.getByRole("link", { name: "See the full stills gallery" })).toHaveAttribute("href", "/stills");
});

test("festivals: 14 submissions with the derived badge, In Consideration and tier styling; 8 targets; both buttons", async ({ page }) => {
  await page.goto("/festivals");
  await expect(page.getByText("14 Festivals", { exact: true })).toBeVisible();
  const submissions = page.locator("#submissions li");
  await expect(submissions).toHaveCount(14);
  await expect(submissions.getByText("In Consideration", { exact: true })).toHaveCount(14);
  await expect(submissions.getByText("Judging: Undecided")).toHaveCount(14);
  const accent = await submissions
    .first()
    .getByText("In Consideration")
    .evaluate((e) => getComputedStyle(e).backgroundColor);
  const tier1 = await submissions
    .getByText("Tier 1", { exact: true })
    .first()
    .evaluate((e) => getComputedStyle(e).backgroundColor);
  const tier2 = await submissions
    .getByText("Tier 2", { exact: true })
    .first()
    .evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(new Set([accent, tier1, tier2]).size).toBe(3);
  expect(tier1).toBe("rgb(242, 194, 48)"); // primary: sunflower
  await expect(page.locator("#targets li")).toHaveCount(8);
  for (const c of ["International A-List", "European Focus", "UK Focus"])
    await expect(page.locator("#targets").getByText(c).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Download Festival Strategy Document" })).toHaveAttribute(
    "href",
    `/downloads/${fileTitleOf(seed)}-Festival-Strategy.pdf`,
  );
  await page.getByRole("link", { name: "View Press Materials" }).click();
  await expect(page).toHaveURL("/press");
});

test("contact: the poster, the heading and the director's e-mail", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
  await expect(page.getByRole("img", { name: /poster/i })).toBeVisible();
  const { email } = pressContactOf(seed);
  await expect(page.locator("main").getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  // On a wide screen, side by side: the words in the column beside the poster, on the first screen.
  const poster = (await page.getByRole("img", { name: /poster/i }).boundingBox())!;
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(heading.x, "the heading beside the poster").toBeGreaterThanOrEqual(poster.x + poster.width);
  expect(heading.y + heading.height, "the heading on the first screen").toBeLessThanOrEqual(page.viewportSize()!.height);
});

test("not found: 404 status, text, a link home and the path logged", async ({ page, consoleErrors }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => consoleErrors.join("\n")).toContain("/no/such/page");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(filmOf(seed).title);
});

test("a part whose code fails to load stays readable, and the rest of the page works", async ({ page, consoleErrors }) => {
  // The trailer button's code fails to arrive; the page is HTML, and its other parts hydrate.
  await page.route(/\/assets\/TrailerButton-[\w-]+\.js$/, (route) => route.fulfill({ status: 503, body: "" }));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(filmOf(seed).title);
  await expect(page.getByRole("button", { name: "Watch Trailer" })).toBeVisible();
  // The menu's island hydrated all the same.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Press", exact: true }).last()).toBeVisible();
  expect(consoleErrors.join("\n")).toMatch(/TrailerButton/);
});
