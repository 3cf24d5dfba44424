import { artworkWords, readArtwork } from "./support/artwork.ts";
import { expect, test } from "./support/fixtures.ts";
import { clickAndSave } from "./support/save-download.ts";
import { expectShownSize } from "./support/shown-size.ts";
import { seed } from "./support/sites.ts";

// The artwork download of a film with no laurel yet (the seed): the poster, the key art and the
// title treatment, clean only, each of the size and type platforms ask for.

type Laurels = { all: unknown[] };

test("the Press page's artwork download: poster, key art and title treatment, clean only while the film has no laurel", async ({
  page,
}) => {
  expect(seed.generated<Laurels>("en", "laurels.json").all).toHaveLength(0);
  const words = artworkWords(seed, "en");
  const item = seed
    .generated<{ downloadItems: { kind: string; title: string; type: string }[] }>("en", "downloads.json")
    .downloadItems.find((d) => d.kind === "artwork")!;
  await page.goto("/press");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: item.title }) });
  await expect(card).toContainText(`${item.type} · `);
  // A plain link to a file the build made: it works before the page's script, and can be copied.
  const link = card.getByRole("link");
  await expect(link).toHaveAttribute("href", `/downloads/${words.files.artwork}`);
  const { download, path: file } = await clickAndSave(page, link);
  expect(download.suggestedFilename()).toBe(words.files.artwork);
  expectShownSize(await card.innerText(), file);
  await readArtwork(file, words, false);
});
