import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildNow } from "../../content/build-clock.ts";
import type { Screening } from "../../content/build-time/schema/types.ts";
import { film } from "../../content/film.ts";
import { showScreenings } from "../../content/screening-events.ts";
import { ScreeningLists } from "./Screenings.tsx";

/** A screening at `ms`, to the second, in UTC. */
const at = (ms: number, venue: string): Screening => ({
  start: `${new Date(ms).toISOString().slice(0, 19)}Z`,
  venue,
  city: "London",
  country: "GB",
  kind: "Screening",
  tickets: "https://www.example.com/tickets",
});

describe("the screenings as prerendered", () => {
  it("are split into to come and past by the build's instant, not by the clock of the moment they are rendered", () => {
    const built = buildNow().getTime();
    // The build wrote its instant before its later steps ran: the clock is past it by now.
    expect(Date.now()).toBeGreaterThan(built + 1000);
    const list = showScreenings([at(built - 60_000, "Before the build"), at(built + 1000, "After the build")], film);
    const html = renderToStaticMarkup(<ScreeningLists list={list} />);
    const [upcoming = "", past = ""] = html.split('id="past-screenings"');
    expect(upcoming).toContain("After the build");
    expect(upcoming).not.toContain("Before the build");
    expect(past).toContain("Before the build");
  });
});
