import { publicRepositoryWords } from "../admin/repository-visibility.ts";
import { scrolledTo, side } from "./support/editor.ts";
import { editorOnGitHub } from "./support/editor-on-github.ts";
import { expect } from "./support/fixtures.ts";

// News written ahead sits in the repository until its hour: where the git host says the
// repository is public, the hour's field says so before anything is saved; where it is private, not.
editorOnGitHub.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });
editorOnGitHub.describe.configure({ timeout: 60_000 });

for (const visibility of ["public", "private"] as const) {
  const it = editorOnGitHub.extend({
    github: async ({ github }, use) => {
      github.visibility = visibility;
      await use(github);
    },
  });
  it(`the hour news waits for ${visibility === "public" ? "warns, at its field, that a public repository shows it before its hour" : "says nothing of a private repository"}`, async ({
    editor: page,
    github,
  }) => {
    expect(github.requests).toContain(`GET /repos/${github.owner}/${github.repo}`);
    // The festivals are open (the fixture): the first festival's answer, written ahead.
    // Its own field, scrolled to: the editor draws only the fields near the screen.
    await (
      await scrolledTo(
        page,
        "English",
        side(page, "English")
          .getByRole("checkbox", { name: /Add\W+Answer/ })
          .first(),
      )
    ).check();
    const until = side(page, "English")
      .getByRole("group", { name: /\WEmbargo until\W+Field/ })
      .first();
    await expect(until.getByLabel("Day", { exact: true })).toBeVisible();
    const warning = until.getByRole("alert");
    if (visibility === "public") await expect(warning).toHaveText(publicRepositoryWords.en);
    else await expect(warning).toHaveCount(0);
    // Nowhere else: the festival's other fields say nothing of it.
    await expect(side(page, "English").getByRole("alert")).toHaveCount(visibility === "public" ? 1 : 0);
  });
}
