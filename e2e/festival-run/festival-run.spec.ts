import { expect, routes, test } from "../fixtures";
import { readPdf } from "../read-pdf";
import { clickAndSave } from "../save-download";

// The site of a festival run under way (e2e/festival-run/content): Leeds gave the film Best
// First Feature, Seville selected it for New Directors, Sundance said no.

test("the Festivals page shows the award and the selection, and counts only the festivals shown", async ({ page }) => {
  await page.goto("/festivals");
  const list = page.getByRole("list", { name: "Current Submissions" });
  const leeds = list.getByRole("listitem").filter({ hasText: "Leeds International Film Festival" });
  await expect(leeds.getByText("Winner · Best First Feature", { exact: true })).toBeVisible();
  const seville = list.getByRole("listitem").filter({ hasText: "Seville European Film Festival" });
  await expect(seville.getByText("Official Selection", { exact: true })).toBeVisible();
  await expect(seville.getByText("New Directors · World Premiere · 2025")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(13);
  await expect(page.getByText("13 Festivals", { exact: true })).toBeVisible();
});

test("a festival that said no is named on no page", async ({ request }) => {
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toContain("Sundance");
  }
});

test("Home leads with the three strongest reviews, in the team's order, and gives them to search engines", async ({ page }) => {
  await page.goto("/");
  const quotes = page.getByRole("region", { name: "What Critics Say" }).locator("blockquote");
  await expect(quotes).toHaveText([
    "“A small miracle of a road movie, warm as an Andalusian dusk.”",
    "“Tender and fierce; the dog steals every scene it is in.”",
    "“A debut of rare confidence.”",
  ]);
  await expect(page.getByRole("img", { name: "4.5 out of 5 stars" })).toBeVisible();
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const movie = data.find((d) => d["@type"] === "Movie");
  expect(movie.review.map((r: { publisher: { name: string } }) => r.publisher.name)).toEqual([
    "Sight & Sound",
    "El País",
    "Screen International",
  ]);
});

test("the Press page gives every review, the outlet linked to it where there is a link", async ({ page }) => {
  await page.goto("/press");
  const reviews = page.getByRole("region", { name: "What Critics Say" });
  await expect(reviews.getByRole("listitem")).toHaveCount(3);
  await expect(reviews.getByRole("link", { name: "Sight & Sound" })).toHaveAttribute("href", "https://www.example.com/reviews/girasol");
  await expect(reviews.getByText("— El País")).toBeVisible();
});

test("the press package quotes the critics, gives the award and the selection, and never names the festival that said no", async ({
  page,
}) => {
  await page.goto("/press");
  const { path } = await clickAndSave(page, page.getByRole("button", { name: "Download PDF" }));
  const text = (await readPdf(path)).text;
  expect(text).toMatch(
    /WHAT CRITICS SAY “A small miracle of a road movie, warm as an Andalusian dusk\.” — Sight & Sound, Jane Doe \(4\.5 out of 5 stars\)/,
  );
  expect(text).toContain("Leeds International Film Festival (Leeds, UK): Winner · Best First Feature, 2025");
  expect(text).toContain("Seville European Film Festival (Seville, Spain): Official Selection, New Directors · World Premiere · 2025");
  expect(text).toContain("Submitted to 14 festivals");
  expect(text).not.toContain("Sundance");
});

test("the festival strategy document leaves out the festival that said no", async ({ page }) => {
  await page.goto("/festivals");
  const { path } = await clickAndSave(page, page.getByRole("button", { name: "Download Festival Strategy Document" }));
  const text = (await readPdf(path)).text;
  expect(text).toContain("Current Submissions (13 Festivals)".toUpperCase());
  expect(text).toContain("Status: Winner · Best First Feature");
  expect(text).not.toContain("Sundance");
});
