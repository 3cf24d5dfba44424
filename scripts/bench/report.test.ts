import { describe, expect, it } from "vitest";
import { keptHistory, writtenTables } from "./report.ts";

describe("benchmarks document", () => {
  it("keeps the hand-written measurement history when the tables are written again", () => {
    const doc = "# Benchmarks\n\n## Downloads\n\n| a |\n| --- |\n| 1 |\n\n## Measurement history\n\n- 2026-11-22: fonts swap once\n";
    expect(keptHistory(doc)).toBe("## Measurement history\n\n- 2026-11-22: fonts swap once\n");
  });

  it("has nothing to keep in a document without a history", () => {
    expect(keptHistory("# Benchmarks\n\n## Downloads\n")).toBe("");
  });

  it("reads back each table it wrote, by its title without the date, up to the history", () => {
    const doc =
      "# Benchmarks\n\nLatest rows.\n\n## Downloads — 2026-11-23 09:27 UTC\n\n| a |\n| --- |\n| 1 |\n\n- a note\n\n## Lighthouse, festival-run fixture — 2026-11-24 17:47 UTC\n\n| b |\n| --- |\n| 2 |\n\n## Measurement history\n\n- 2026-11-22: fonts swap once\n";
    expect(writtenTables(doc)).toEqual([
      { title: "Downloads", text: "## Downloads — 2026-11-23 09:27 UTC\n\n| a |\n| --- |\n| 1 |\n\n- a note\n" },
      {
        title: "Lighthouse, festival-run fixture",
        text: "## Lighthouse, festival-run fixture — 2026-11-24 17:47 UTC\n\n| b |\n| --- |\n| 2 |\n",
      },
    ]);
  });
});
