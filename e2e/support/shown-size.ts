import { statSync } from "node:fs";
import { expect } from "./fixtures.ts";

/**
 * A size as the pages show it, with the decimal mark of either language ("19.6 MB", "1,9 MB",
 * "38 KB"): the bytes it stands for and half its last digit.
 */
export function shownSize(text: string): { text: string; bytes: number; rounding: number } {
  const m = /(\d+(?:[.,]\d)?)\s(KB|MB|GB)\b/.exec(text);
  if (!m) throw new Error(`no size in "${text}"`);
  const unit = { KB: 1e3, MB: 1e6, GB: 1e9 }[m[2] as "KB" | "MB" | "GB"];
  const figure = m[1]!.replace(",", ".");
  return { text: m[0], bytes: Number(figure) * unit, rounding: (figure.includes(".") ? 0.05 : 0.5) * unit };
}

/**
 * The size a page shows for a download is the saved file's, to within the format's rounding
 * ("19.6 MB": 19.55 to 19.65 MB), plus `slack` bytes where the build's copy of the file cannot be
 * the browser's to the byte.
 */
export function expectShownSize(shown: string, file: string, slack = 0) {
  const { text, bytes, rounding } = shownSize(shown);
  const actual = statSync(file).size;
  expect(Math.abs(actual - bytes), `shown ${text}, saved ${actual} bytes`).toBeLessThanOrEqual(rounding + slack);
}
