import { describe, expect, it } from "vitest";
import { slugOf } from "../../lib/words.ts";
import { laurelOf, laurelsOf } from "./laurel-rules.ts";
import type { SubmissionEntry as Submission } from "./schema/types.ts";

const submission = (name: string, status: Submission["status"], extra: Partial<Submission> = {}): Submission => ({
  name,
  city: "Somewhere",
  country: "ES",
  notificationDate: "2025-10",
  tier: "Tier 2",
  status,
  judgingStatus: "Undecided",
  ...extra,
});

const leeds = submission("Leeds International Film Festival", "Winner", { award: "Best First Feature", year: 2025 });
const seville = submission("Seville European Film Festival", "Official Selection", {
  section: "New Directors",
  premiere: "World Premiere",
  year: 2025,
});
const sundance = submission("Sundance Film Festival", "Not Selected");
const rotterdam = submission("International Film Festival Rotterdam", "In Consideration");
const goteborg = submission("Göteborg Film Festival", "Nominee", { award: "Dragon Award" });

describe("laurels", () => {
  it("are earned by a selection, a nomination or a win, never by a festival still deciding or that said no", () => {
    expect(laurelsOf([leeds, sundance, seville, rotterdam, goteborg]).all.map((l) => l.festival)).toEqual([
      "Leeds International Film Festival",
      "Seville European Film Festival",
      "Göteborg Film Festival",
    ]);
    expect(laurelOf(sundance)).toBeUndefined();
    expect(laurelOf(rotterdam)).toBeUndefined();
  });

  it("read out every word on them, in order", () => {
    expect(laurelOf(leeds)!.alt).toBe("Winner, Best First Feature, Leeds International Film Festival, 2025");
    expect(laurelOf(seville)!.alt).toBe("Official Selection, Seville European Film Festival, New Directors, World Premiere, 2025");
    expect(laurelOf(goteborg)!.alt).toBe("Nominee, Dragon Award, Göteborg Film Festival");
  });

  it("print their status in the language's words, keep the English file names and read out the language's words", () => {
    const spanish = { "Official Selection": "Selección oficial", Nominee: "Nominada", Winner: "Ganadora" };
    const sevilla = { ...seville, name: "Festival de Cine Europeo de Sevilla", section: "Nuevos Directores", premiere: "Estreno mundial" };
    const { all } = laurelsOf(
      [{ ...leeds, award: "Mejor ópera prima" }, sevilla],
      undefined,
      ["Leeds International Film Festival", "Seville European Film Festival"],
      spanish,
    );
    expect(all.map((l) => [l.status, l.label, l.slug])).toEqual([
      ["Winner", "Ganadora", "leeds-international-film-festival"],
      ["Official Selection", "Selección oficial", "seville-european-film-festival"],
    ]);
    expect(all.map((l) => l.alt)).toEqual([
      "Ganadora, Mejor ópera prima, Leeds International Film Festival, 2025",
      "Selección oficial, Festival de Cine Europeo de Sevilla, Nuevos Directores, Estreno mundial, 2025",
    ]);
    expect(laurelOf(seville)!.label).toBe("Official Selection");
  });

  it("feature every laurel, or the ones content names, in its order", () => {
    const list = [leeds, seville, goteborg];
    expect(laurelsOf(list).featured.map((l) => l.slug)).toEqual([
      "leeds-international-film-festival",
      "seville-european-film-festival",
      "goteborg-film-festival",
    ]);
    expect(laurelsOf(list, ["Göteborg Film Festival", "Leeds International Film Festival"]).featured.map((l) => l.slug)).toEqual([
      "goteborg-film-festival",
      "leeds-international-film-festival",
    ]);
  });

  it("name their files in plain ASCII", () => {
    expect(slugOf("SXSW Film & TV Festival")).toBe("sxsw-film-tv-festival");
    expect(slugOf("Málaga Film Festival")).toBe("malaga-film-festival");
  });
});
