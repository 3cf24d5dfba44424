import { expect, routes, test } from "./support/fixtures.ts";

// A site whose content names no list (the seed's, as a new film's): no form, no privacy page and
// no link to either.
test("with no list named, no page carries the sign-up form or a privacy link, and there is no privacy page", async ({ request }) => {
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toContain('id="sign-up"');
    expect(html, route).not.toMatch(/href="[^"]*\/privacy"/);
  }
  expect((await request.get("/privacy")).status()).toBe(404);
});
