import { byStatus, localDay, releaseStatus } from "../../content/release-events.ts";
import { buildNow } from "../../content/build-clock.ts";
import { releases } from "../../content/releases.ts";
import { pagePath } from "../../config/pages.ts";
import { MoreLink } from "../ui/MoreLink.tsx";
import { Section } from "../ui/Section.tsx";
import { ReleaseItem } from "../watch/ReleaseItem.tsx";
import { ReleaseClock } from "../watch/ReleaseClock.tsx";
import { watch as words } from "#lang/words/watch.json";

/**
 * Home's "Where to watch", under the hero: the releases current or coming, current first, and a
 * link to every country's on /watch. Nothing while content/releases.yaml lists none current or
 * coming on the build's day; hidden before the first paint when the visitor's calendar has them
 * all ended (release-clock.ts).
 */
export function WhereToWatch() {
  const today = localDay(buildNow());
  const shown = byStatus(releases, today).filter((r) => releaseStatus(r, today) !== "ended");
  if (shown.length === 0) return null;
  return (
    <div data-releases-shown="">
      <Section id="where-to-watch" title={words.title}>
        <ul data-releases="" aria-label={words.title} className="grid grid-cols-1 gap-3">
          {shown.map((r) => (
            <ReleaseItem key={r.id} release={r} ended="hidden" />
          ))}
        </ul>
        <p className="mt-6">
          <MoreLink to={pagePath("watch")}>{words.seeAll}</MoreLink>
        </p>
        <ReleaseClock />
      </Section>
    </div>
  );
}
