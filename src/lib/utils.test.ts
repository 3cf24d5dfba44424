import { describe, expect, it } from "vitest";
import { cn } from "./utils.ts";

describe("cn", () => {
  it("joins class names and drops falsy ones", () => {
    expect(cn("a", undefined, false, null, "", "b")).toBe("a b");
  });

  it("takes arrays and conditional objects", () => {
    expect(cn(["a", ["b"]], { c: true, d: false })).toBe("a b c");
  });
});
