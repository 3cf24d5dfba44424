// The content editor (/admin) in local mode, as a publicist's laptop runs it with `npm run edit`:
// "Work with Local Repository" and a folder. Headless Chromium has no folder picker, so the
// picker hands over a folder of the browser's private storage (OPFS) holding the seed's content
// files and a `.git/HEAD`, which is all the editor asks of a repository. No network.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { notSavedWords } from "../../scripts/admin/form-words.ts";
import { expect } from "./fixtures.ts";
import { seed, type Site } from "./sites.ts";

/** Every file of the seed's content/ (but its images), by path from the repository's root. */
export const seedRepository = () => repositoryOf(seed);

/** Every file of a fixture site's content/ (but its images), by path from the repository's root. */
export function repositoryOf(site: Site): Record<string, string> {
  const files: Record<string, string> = { ".git/HEAD": "ref: refs/heads/main\n" };
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(site.root, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "uploads") walk(file);
      } else files[file] = readFileSync(path.join(site.root, file), "utf8");
    }
  };
  walk("content");
  return files;
}

/**
 * The editor's pages in this context without the View Transitions API, as in a browser that has
 * none: Sveltia CMS then changes screens at once instead of cross-fading them. Each fade is drawn
 * in software here, about 25 ms a frame at 1280 px: a third of an editor test's processor time.
 * The README's commands (e2e/commands/) keep the fades, as a visitor's Chromium draws them.
 */
export async function withoutViewTransitions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (location.pathname.startsWith("/admin/")) Object.defineProperty(Document.prototype, "startViewTransition", { value: undefined });
  });
}

/**
 * Installs the folder picker that answers with an OPFS folder holding `files`, in pages without
 * the editor's fades unless `viewTransitions` (withoutViewTransitions).
 */
export async function withLocalRepository(
  context: BrowserContext,
  files: Record<string, string>,
  { viewTransitions = false } = {},
): Promise<void> {
  if (!viewTransitions) await withoutViewTransitions(context);
  await context.addInitScript((seeded: Record<string, string>) => {
    const seed = async () => {
      const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
      try {
        await repo.getDirectoryHandle(".git");
        return repo;
      } catch {
        // The files written side by side (one after the other took a third of a second of each
        // editor test); .git/HEAD, which says the folder is ready, last.
        const write = async ([file, text]: [string, string]) => {
          let dir = repo;
          const parts = file.split("/");
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
          const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
          await writable.write(text);
          await writable.close();
        };
        const files = Object.entries(seeded);
        await Promise.all(files.filter(([file]) => !file.startsWith(".git/")).map(write));
        await Promise.all(files.filter(([file]) => file.startsWith(".git/")).map(write));
        return repo;
      }
    };
    // Laid once a page, however many ask at once (the editor, and a test reading a file).
    let ready: Promise<FileSystemDirectoryHandle> | undefined;
    const folder = () => (ready ??= seed());
    const w = window as unknown as {
      showDirectoryPicker: () => Promise<FileSystemDirectoryHandle>;
      readRepositoryFile: (f: string) => Promise<string>;
      readRepositoryBytes: (f: string) => Promise<number[]>;
    };
    w.showDirectoryPicker = folder;
    const read = async (file: string) => {
      let dir = await folder();
      const parts = file.split("/");
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return (await dir.getFileHandle(parts.at(-1)!)).getFile();
    };
    w.readRepositoryFile = async (file: string) => (await read(file)).text();
    w.readRepositoryBytes = async (file: string) => Array.from(new Uint8Array(await (await read(file)).arrayBuffer()));
  }, files);
}

/** A file of the folder the editor works on, as it is now. */
export async function repositoryFile(page: Page, file: string): Promise<string> {
  // A file the editor is writing at that moment cannot be read, or is not there for an instant
  // (it is written anew): read it again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.evaluate(
        (f) => (window as unknown as { readRepositoryFile: (f: string) => Promise<string> }).readRepositoryFile(f),
        file,
      );
    } catch (error) {
      if (attempt === 5 || !/NotReadableError|NotFoundError/.test(String(error))) throw error;
      await page.waitForTimeout(200);
    }
  }
}

/** A file of the folder the editor works on, as bytes (a photo it uploaded). */
export async function repositoryBytes(page: Page, file: string): Promise<Buffer> {
  const bytes = await page.evaluate(
    (f) => (window as unknown as { readRepositoryBytes: (f: string) => Promise<number[]> }).readRepositoryBytes(f),
    file,
  );
  return Buffer.from(bytes);
}

/**
 * Opens one of the folder's files in the editor, as a person would: signs in to the folder the
 * first time, then picks the section ("Festival run") and the file ("Festivals") by their labels.
 */
export async function openFile(page: Page, section: string, file: string): Promise<void> {
  if (!page.url().includes("/admin/")) {
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
  }
  // Signed in, the editor lands on its first section: a section picked before it has is left at
  // once, or the click is not taken. Picked again until it holds.
  const picked = page.getByRole("treeitem", { name: section });
  await expect(async () => {
    await picked.click();
    await expect(picked).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass({ intervals: [100], timeout: 15_000 });
  await page.getByRole("row", { name: file, exact: true }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible({ timeout: 15_000 });
}

/** One language's side of the open file ("English", "Spanish"). */
export const side = (page: Page, language: string) => page.getByRole("group", { name: new RegExp(`Edit\\W+${language}\\W+Content`) });

/** A field of the last entry shown on one language's side: a new entry is the last of its list. */
export const lastField = (page: Page, language: string, name: string) =>
  side(page, language)
    .getByRole("group", { name: new RegExp(`\\W${name}\\W+Field`) })
    .last();

/**
 * Saves a draft the build refuses: its words on each side's Check line first, then in the dialog
 * that refuses the save, and the file left as it was (`before`).
 */
export async function saveRefused(page: Page, file: string, before: string, words: string): Promise<void> {
  for (const language of ["English", "Spanish"])
    await expect(side(page, language).getByRole("group", { name: /\WCheck\W+Field/ })).toContainText(words);
  await page.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(notSavedWords.en.title);
  await expect(dialog).toContainText(words);
  expect(await repositoryFile(page, file)).toBe(before);
}

/** The lines that differ between two versions of a file, as `line: before → after`. */
export function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  const out: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) out.push(`${i + 1}: ${a[i] ?? ""} → ${b[i] ?? ""}`);
  return out;
}

/**
 * The file once a save has changed it. A save waits for every field's check of the draft
 * (admin/checked-fields.ts: up to a second each) and for the last check before writing, so the
 * wait is longer than an assertion's.
 */
export async function savedFile(page: Page, file: string, before: string): Promise<string> {
  await expect.poll(() => repositoryFile(page, file), { timeout: 20_000 }).not.toBe(before);
  return repositoryFile(page, file);
}

/** Signs in to the git host (e2e/support/fake-github.ts answers it) with a personal access token, as the editor offers. */
export async function signInWithToken(page: Page): Promise<void> {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
  // The token's field is the page's only one.
  await page.getByRole("textbox").fill("test-token");
  await page.keyboard.press("Enter");
}

/**
 * `field` of one language's side, scrolled into view: a list draws its entries as they come near
 * the screen. A step down at a time, each looked at for a moment: a list entry is drawn within a
 * frame or two of coming near (waiting on the retries' growing pauses took 12 s to reach a
 * festival fourth in its list).
 */
export async function scrolledTo(page: Page, language: string, field: Locator): Promise<Locator> {
  await expect(async () => {
    if (!(await field.isVisible())) {
      await side(page, language).hover();
      await page.mouse.wheel(0, 400);
    }
    await expect(field).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [50], timeout: 30_000 });
  return field;
}

/**
 * Picks `option` of a choice shown as a row of radio buttons (`choice` holds them). The editor's
 * radio group starts taking clicks a moment after it is drawn, as a list draws an entry scrolled
 * to: a click before that marks the button without choosing it (two buttons marked, the draft
 * unchanged). The group gives its buttons their tab stops as it starts, which is what is waited for.
 */
export async function pick(choice: Locator, option: string): Promise<void> {
  await expect(choice.getByRole("radio").last()).toHaveAttribute("tabindex", /^-?\d+$/);
  const button = choice.getByRole("radio", { name: option, exact: true });
  await button.click();
  await expect(button).toBeChecked();
  await expect(choice.locator('[role="radio"][aria-checked="true"]')).toHaveCount(1);
}

/** Writes a festival's judging status (submission `i`) on both sides. */
export async function writeJudgingStatus(page: Page, i: number, value: { en: string; es: string }): Promise<void> {
  for (const [language, text] of [
    ["English", value.en],
    ["Spanish", value.es],
  ] as const)
    await (await scrolledTo(page, language, side(page, language).getByRole("textbox", { name: "Judging status" }).nth(i))).fill(text);
}

/** Whether the editor's icon font is loaded (admin/offline.js holds it back until the team is signed in). */
export const iconsLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some((f) => f.family.replace(/["']/g, "") === "Material Symbols Outlined" && f.status === "loaded"),
  );
