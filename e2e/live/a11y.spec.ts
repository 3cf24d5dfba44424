import { expect, routes, test } from "../fixtures";
import { pathIn } from "../../src/lib/languages";
import { violations } from "../axe";

// Every page in English and in Spanish.
for (const route of [...routes, ...routes.map((r) => pathIn("es", r))]) {
  test(`${route} has no axe violations`, async ({ page }) => {
    // /stills lists every image of the archive: axe has about a thousand more elements to check.
    test.slow(route.endsWith("/stills"));
    await page.goto(route, { waitUntil: "networkidle" });
    expect(await violations(page)).toEqual([]);
  });
}
