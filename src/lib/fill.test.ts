import { describe, expect, it } from "vitest";
import { fill } from "./fill.ts";

describe("fill", () => {
  it("puts in each value by name, leaving a name it is not given as written", () => {
    expect(fill("{count} Festivals", { count: 14 })).toBe("14 Festivals");
    expect(fill("Presentada a {count} festivales", { count: 14 })).toBe("Presentada a 14 festivales");
    expect(fill("{a} y {b}, {c}", { a: "uno", b: 2 })).toBe("uno y 2, {c}");
  });
});
