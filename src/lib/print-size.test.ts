import { describe, expect, it } from "vitest";
import { isPrintSize, printCentimetres, printLongEdge } from "./print-size.ts";

describe("print size at 300 dpi", () => {
  it("gives centimetres to one decimal, in the language's decimal mark", () => {
    expect(printCentimetres(3000)).toBe("25.4");
    expect(printCentimetres(1276)).toBe("10.8");
    expect(printCentimetres(1276, ",")).toBe("10,8");
    expect(printCentimetres(1535)).toBe("13");
  });

  it("takes the long edge, whichever way the picture stands", () => {
    expect(isPrintSize(printLongEdge, 1200)).toBe(true);
    expect(isPrintSize(1600, printLongEdge)).toBe(true);
    expect(isPrintSize(2400, 1600)).toBe(false);
  });
});
