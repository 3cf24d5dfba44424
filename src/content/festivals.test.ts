import { describe, expect, it } from "vitest";
import { allSubmissions, facts, selectionDetails, shownSubmissions, statusLabel, submissions } from ".";
import type { Submission } from "./build-time/schema/types.ts";

const base: Submission = {
  name: "Seville European Film Festival",
  city: "Seville",
  country: "ES",
  location: "Seville, Spain",
  notificationDate: "2025-10",
  notificationMonth: "October 2025",
  tier: "Tier 2",
  status: "In Consideration",
  judgingStatus: "Undecided",
};

describe("festival statuses", () => {
  it("label a badge with the status, and the award for a nomination or a win", () => {
    expect(statusLabel(base)).toBe("In Consideration");
    expect(statusLabel({ ...base, status: "Official Selection", award: "Best First Feature" })).toBe("Official Selection");
    expect(statusLabel({ ...base, status: "Nominee", award: "Best First Feature" })).toBe("Nominee · Best First Feature");
    expect(statusLabel({ ...base, status: "Winner", award: "Audience Award" })).toBe("Winner · Audience Award");
    expect(statusLabel({ ...base, status: "Winner" })).toBe("Winner");
  });

  it("give a selection's section, premiere and edition, as written", () => {
    expect(selectionDetails(base)).toBe("");
    expect(
      selectionDetails({ ...base, status: "Official Selection", section: "New Directors", premiere: "World Premiere", year: 2026 }),
    ).toBe("New Directors · World Premiere · 2026");
  });

  it("never show a festival that said no, while the count of submissions stays true", () => {
    const run = [base, { ...base, name: "Glasgow Film Festival", status: "Not Selected" as const }];
    expect(shownSubmissions(run).map((s) => s.name)).toEqual(["Seville European Film Festival"]);
    // Today's content: every submission is shown, and both counts read 14.
    expect(submissions).toEqual(allSubmissions);
    expect(facts.submittedTo).toBe(`Submitted to ${allSubmissions.length} festivals`);
    expect(facts.festivalsBadge).toBe(`${submissions.length} Festivals`);
  });
});
