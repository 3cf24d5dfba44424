import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { themeColor } from "./theme-color.ts";

it("the theme colour browsers paint is the page background token", () => {
  const css = readFileSync(path.join(import.meta.dirname, "app.css"), "utf8");
  expect(css).toMatch(new RegExp(`--color-ink:\\s*${themeColor};`));
});
