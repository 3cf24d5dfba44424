import { describe, expect, it } from "vitest";
import { saveStatusWords, timeIn } from "./save-status-words.ts";

describe("the saves panel's times in Spanish", () => {
  const now = new Date("2026-11-28T18:00:00Z");
  const time = timeIn("es", "Europe/Madrid", now);
  const es = saveStatusWords.es;

  it("say the hour today, and the day another day, each as Spanish writes it", () => {
    const today = time("2026-11-28T18:46:00Z");
    const before = time("2026-11-26T01:36:00Z");
    expect(today).toBe("19:46");
    expect(es.saved("Festivales", today)).toBe("Festivales, guardado a las 19:46");
    expect(es.live(today)).toBe("Publicado en el sitio desde las 19:46.");
    expect(es.saved("Festivales", before)).toBe(`Festivales, guardado el ${before}`);
    expect(es.live(before)).toBe(`Publicado en el sitio desde el ${before}.`);
    expect(es.asked(before)).toMatch(new RegExp(`^Publicación pedida el ${before}:`));
    expect(before).toMatch(/^26 nov 2026/);
  });
});
