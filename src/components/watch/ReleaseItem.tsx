import ExternalLinkIcon from "lucide-react/icons/external-link";
import { releaseStatus, localDay } from "../../content/release-events.ts";
import type { ShownRelease } from "../../content/releases.ts";
import { AccessLine } from "../ui/AccessLine.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { buttonVariants, cardVariants } from "../ui/primitives.tsx";
import { fill } from "../../lib/fill.ts";
import { watch as words } from "#lang/words/watch.json";

/** Shown only while the release has the status the class names (release-clock.ts sets data-status on the item). */
const whenStatus = {
  current: "hidden group-data-[status=current]:inline",
  coming: "hidden group-data-[status=coming]:inline",
  ended: "hidden group-data-[status=ended]:inline",
};

/**
 * One release: where, how and in which countries, and where it stands, in words for each status
 * (the visitor's calendar picks one before the first paint: release-clock.ts). An ended one is
 * muted (a dashed outline, its words in the quieter colour, still legible) and has no button. `ended`: how an ended release shows ("muted", or "hidden" where only
 * current and coming ones belong).
 */
export function ReleaseItem({ release: r, ended = "muted" }: { release: ShownRelease; ended?: "muted" | "hidden" }) {
  const ran = r.untilText ? fill(words.ran, { from: r.fromText, until: r.untilText }) : r.fromText;
  return (
    <li
      data-from={r.from}
      data-until={r.until}
      // The build's own day, for a visitor without script; the visitor's calendar corrects it before the first paint.
      data-status={releaseStatus(r, localDay())}
      className={cardVariants({
        size: "sm",
        className: `group flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between ${
          ended === "hidden" ? "data-[status=ended]:hidden" : "data-[status=ended]:border-dashed data-[status=ended]:bg-transparent"
        }`,
      })}
    >
      <div>
        <p className="text-sm font-semibold text-sunflower group-data-[status=ended]:text-sand">
          <span className={whenStatus.current}>
            {words.now}
            {r.untilText && ` · ${fill(words.until, { date: r.untilText })}`}
          </span>
          <span className={whenStatus.coming}>
            {words.coming} · {fill(words.from, { date: r.fromText })}
          </span>
          <span className={whenStatus.ended}>
            {words.ended} · {ran}
          </span>
        </p>
        <p className="mt-1 font-display text-xl text-cream group-data-[status=ended]:text-sand">{r.where}</p>
        <p className="text-sm text-cream group-data-[status=ended]:text-sand">
          {r.kindName} · {r.territoryNames.join(", ")}
        </p>
        <AccessLine access={r.accessShown} className="group-data-[status=ended]:text-sand" />
        {r.note && <p className="mt-1 text-sm text-sand">{r.note}</p>}
      </div>
      <ExternalLink href={r.url} className={buttonVariants({ className: "shrink-0 group-data-[status=ended]:hidden" })}>
        {fill(words.open, { where: r.where })}
        <ExternalLinkIcon aria-hidden="true" className="size-4" />
      </ExternalLink>
    </li>
  );
}
