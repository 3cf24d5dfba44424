import { describe, expect, it } from "vitest";
import { keptHistory } from "./report.ts";

describe("benchmarks document", () => {
  it("keeps the hand-written measurement history when the tables are written again", () => {
    const doc = "# Benchmarks\n\n## Downloads\n\n| a |\n| --- |\n| 1 |\n\n## Measurement history\n\n- 2026-11-22: fonts swap once\n";
    expect(keptHistory(doc)).toBe("## Measurement history\n\n- 2026-11-22: fonts swap once\n");
  });

  it("has nothing to keep in a document without a history", () => {
    expect(keptHistory("# Benchmarks\n\n## Downloads\n")).toBe("");
  });
});
