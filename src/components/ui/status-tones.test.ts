import { describe, expect, it } from "vitest";
import { submissionTone, tierTone } from "./status-tones";

describe("badge tones", () => {
  it("styles submission statuses: accent, green, red, else neutral", () => {
    expect(submissionTone("In Consideration")).toBe("accent");
    expect(submissionTone("Accepted")).toBe("success");
    expect(submissionTone("Rejected")).toBe("danger");
    expect(submissionTone("Withdrawn")).toBe("neutral");
  });

  it("styles tiers: primary, secondary, else neutral", () => {
    expect(tierTone("Tier 1")).toBe("primary");
    expect(tierTone("Tier 2")).toBe("secondary");
    expect(tierTone("Tier 3")).toBe("neutral");
  });
});
