import { describe, expect, it } from "vitest";
import { submissionTone, tierTone } from "./status-tones.ts";

describe("badge tones", () => {
  it("styles submission statuses: accent while considered, green for a yes, red for a no, else neutral", () => {
    expect(submissionTone("In Consideration")).toBe("accent");
    expect(submissionTone("Official Selection")).toBe("success");
    expect(submissionTone("Nominee")).toBe("success");
    expect(submissionTone("Winner")).toBe("success");
    expect(submissionTone("Not Selected")).toBe("danger");
    expect(submissionTone("Withdrawn")).toBe("neutral");
  });

  it("styles tiers: primary, secondary, else neutral", () => {
    expect(tierTone("Tier 1")).toBe("primary");
    expect(tierTone("Tier 2")).toBe("secondary");
    expect(tierTone("Tier 3")).toBe("neutral");
  });
});
