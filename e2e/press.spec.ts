import { expect, test } from "./support/fixtures.ts";
import { fileTitleOf, peopleOf, pressContactOf } from "./support/film-words.ts";
import { seed } from "./support/sites.ts";

test.describe("press", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/press");
  });

  test("title, subtitle and the two external profiles", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press Materials");
    await expect(page.getByText(/press, industry and festival programmers/)).toBeVisible();
    for (const name of ["IMDb", "Instagram"]) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("quick facts in three columns with the decided values", async ({ page }) => {
    const facts = page.locator("#quick-facts");
    await expect(facts.getByRole("heading", { level: 3 })).toHaveText(["Production", "Key Personnel", "Release"]);
    // Key personnel: the seed's writer-director (first of its key crew), its two leads and its cinematographer.
    const { principalCast, keyCrew } = peopleOf(seed);
    const leads = principalCast.filter((m) => m.isLead).map((m) => m.name);
    expect(leads).toHaveLength(2);
    for (const text of [
      "£20,000",
      "Andalusia",
      "October 2024",
      keyCrew[0]!.name,
      ...leads,
      keyCrew.find((c) => c.role === "Director of Photography")!.name,
      "19 Sept 2025",
      "97 minutes",
      "EN/ES",
    ]) {
      await expect(facts).toContainText(text);
    }
    await expect(facts.locator("dl").first().locator("dd").nth(1)).toHaveText("12 shooting days");
  });

  test("six download cards in two columns, with types, sizes and actions", async ({ page }) => {
    const cards = page.locator("#downloads li");
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("heading")).toHaveText([
      "Press Package",
      "1-minute Teaser",
      "Password Protected Screener",
      "High-Resolution Stills",
      "BTS Featurette",
      "Artwork",
    ]);
    // Measured by the build (downloads.spec.ts and artwork.spec.ts compare them with the files), or typed for hosted files.
    const meta = [
      /PDF · \d\.\d MB/,
      "MP4 · 85 MB",
      "Secure link · 2.1 GB",
      /ZIP · \d+\.\d MB/,
      "MP4 · 340 MB",
      /ZIP of JPEG, PNG \+ SVG · \d+\.\d MB/,
    ];
    for (const [i, m] of meta.entries()) await expect(cards.nth(i)).toContainText(m);
    await expect(cards.nth(2).getByText("Protected", { exact: true })).toBeVisible();
    await expect(cards.nth(0).getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      `/downloads/${fileTitleOf(seed)}-Press-Package.pdf`,
    );
    await expect(cards.nth(3).getByRole("button", { name: "Download" })).toBeEnabled();
    const columns = await page.locator("#downloads ul").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(2);
  });

  test("screener and interview requests open pre-filled e-mails to the director", async ({ page }) => {
    const screener = new URL((await page.getByRole("link", { name: "Request Access" }).getAttribute("href"))!);
    expect(screener.protocol).toBe("mailto:");
    const { email } = pressContactOf(seed);
    expect(screener.pathname).toBe(email);
    expect(screener.searchParams.get("subject")).toBe("Screener Access Request");
    const interview = new URL((await page.getByRole("link", { name: "Request Press Interview" }).getAttribute("href"))!);
    expect(interview.pathname).toBe(email);
    expect(interview.searchParams.get("subject")).toBe("Press Interview Request");
  });

  test("the teaser popup opens on Watch Teaser and closes; Download Teaser is a real link", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Download Teaser" })).toHaveAttribute("href", /^https:\/\/vimeo\.com\/\d+$/);
    await page.getByRole("button", { name: "Watch Teaser" }).click();
    const dialog = page.getByRole("dialog", { name: /Teaser/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\/video\/\d+\?/);
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Watch Teaser" })).toBeFocused();
  });

  test("BTS Featurette opens the video page in a new tab and says so", async ({ page, context, externalRequests }) => {
    const link = page.locator("#downloads li").nth(4).getByRole("link", { name: "Download" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^https:\/\/vimeo\.com\/\d+$/);
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    // The new tab asked for the video page (the test aborts it: no test touches the internet).
    await expect.poll(() => externalRequests).toContain(href);
    await popup.close();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Opening Vimeo" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("BTS Featurette will open in a new tab for download");
  });

  test("technical specifications, press contact and release strategy", async ({ page }) => {
    const specs = page.locator("#technical-specifications");
    for (const [label, value] of [
      ["Runtime", "97 minutes"],
      ["Aspect Ratio", "2.35:1"],
      ["Audio", "5.1 Surround Sound"],
      ["Languages", "English, Spanish"],
      ["Subtitles", "English, Spanish, French"],
      ["Color", "Colour"],
      ["Camera", "Gimbal camera with vintage lenses"],
      ["Format", "Digital"],
    ]) {
      await expect(
        specs
          .locator("dl > div")
          .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
          .locator("dd"),
      ).toHaveText(value!);
    }
    const contact = page.locator("#press-contact");
    const { name, email, phone } = pressContactOf(seed);
    await expect(contact).toContainText(name);
    await expect(contact).toContainText("Writer/Director/Producer");
    await expect(contact.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(contact.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/\s/g, "")}`);
    await expect(page.locator("#release-strategy h3")).toHaveText([
      "Festival circuit",
      "Digital distribution",
      "In-flight entertainment",
      "Limited theatrical release",
    ]);
  });
});
