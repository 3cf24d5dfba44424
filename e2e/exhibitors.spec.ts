import { expect, test } from "./support/fixtures.ts";
import { seed } from "./support/sites.ts";

// The Press page's For Exhibitors section, for cinemas, film societies and festivals booking the
// film: the film's facts and each screening copy as content gives them, and "Book a screening",
// an e-mail to the press contact pre-filled with what a booking needs. Expected words come from
// the seed's content as its build wrote it.

type Copy = { kind: string; picture: string; subtitles: string; size?: string; delivery?: string };
type PressWords = {
  sections: { exhibitors: string };
  exhibitors: { book: string; bookingMail: string; picture: string; subtitles: string };
  copyKinds: Record<string, string>;
  subtitleModes: Record<string, string>;
};

for (const lang of ["en", "es"] as const) {
  test(`/${lang === "en" ? "" : "es/"}press lists the screening copies with their technical details, and books a screening by e-mail`, async ({
    page,
  }) => {
    const words = seed.generated<PressWords>(lang, "words/press.json");
    const { screeningCopies } = seed.generated<{ screeningCopies: Copy[] }>(lang, "screening-copies.json");
    const film = seed.generated<{ title: string; aspectRatio: string; audio: string; subtitles: string[] }>(lang, "film.json");
    // The aspect ratio as the language writes its decimals ("1,85:1" in Spanish), as the build wrote it.
    const { aspectRatio } = seed.generated<{ aspectRatio: string }>(lang, "facts.json");
    expect(aspectRatio.replace(",", ".")).toBe(film.aspectRatio);
    const { pressContact, mailSubjects } = seed.generated<{ pressContact: { email: string }; mailSubjects: { booking: string } }>(
      lang,
      "contact.json",
    );
    await page.goto(lang === "en" ? "/press" : "/es/press");
    const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: words.sections.exhibitors }) });
    await expect(section).toBeVisible();
    // The film's facts a projectionist checks, as film.yaml states them.
    for (const fact of [aspectRatio, film.audio, film.subtitles.join(", ")])
      await expect(section.getByText(fact, { exact: true })).toBeVisible();

    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(screeningCopies.length);
    for (const [i, copy] of screeningCopies.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading")).toHaveText(words.copyKinds[copy.kind]!);
      await expect(card).toContainText(copy.picture);
      await expect(card).toContainText(words.subtitleModes[copy.subtitles]!.replace("{languages}", film.subtitles.join(", ")));
      if (copy.size) await expect(card).toContainText(copy.size);
      if (copy.delivery) await expect(card).toContainText(copy.delivery);
    }

    const book = section.getByRole("link", { name: words.exhibitors.book });
    const href = new URL((await book.getAttribute("href"))!);
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe(pressContact.email);
    expect(href.searchParams.get("subject")).toBe(mailSubjects.booking);
    expect(href.searchParams.get("body")).toBe(words.exhibitors.bookingMail.replace("{title}", film.title));
  });
}
