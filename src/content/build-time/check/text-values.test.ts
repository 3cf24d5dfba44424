import { describe, expect, it } from "vitest";
import { dateMentions, parseNumber, sentences } from "./text-values.ts";

describe("text values", () => {
  it("reads numbers in digits and words", () => {
    expect(["97", "1,200", "2.35", "twelve", "ninety-seven", "forty one", "sunflower"].map(parseNumber)).toEqual([
      97,
      1200,
      2.35,
      12,
      97,
      41,
      undefined,
    ]);
  });

  it("reads dates, spans and months as the days they cover", () => {
    const dates = dateMentions(
      "Shot 14th–28th October 2024; premiere 19 Sept 2025 (September 19, 2025, or 2025-09-19); notified by February 2024.",
    );
    expect(dates.map(({ text, from, to, precision }) => ({ text, from, to, precision }))).toEqual([
      { text: "14th–28th October 2024", from: "2024-10-14", to: "2024-10-28", precision: "day" },
      { text: "19 Sept 2025", from: "2025-09-19", to: "2025-09-19", precision: "day" },
      { text: "September 19, 2025", from: "2025-09-19", to: "2025-09-19", precision: "day" },
      { text: "2025-09-19", from: "2025-09-19", to: "2025-09-19", precision: "day" },
      { text: "February 2024", from: "2024-02-01", to: "2024-02-29", precision: "month" },
    ]);
  });

  it("splits sentences without splitting 2.35:1 or 5.1", () => {
    expect(sentences("Five crew. 12 days. Shot at 2.35:1 in 5.1 sound! Why?").map((s) => s.text)).toEqual([
      "Five crew.",
      "12 days.",
      "Shot at 2.35:1 in 5.1 sound!",
      "Why?",
    ]);
  });
});
