import type { Submission } from "../../content/build-time/schema/types.ts";
import { selectionDetails, statusLabel, tierLabel } from "../../content/festivals.ts";
import type { Laurel } from "../../content/laurels.ts";
import { fill } from "../../lib/fill.ts";
import { cn } from "../../lib/utils.ts";
import { LaurelImage } from "../ui/Laurels.tsx";
import { Badge, cardVariants } from "../ui/primitives.tsx";
import { submissionTone, tierTone } from "../ui/status-tones.ts";
import { submissions as words } from "#lang/words/festivals.json";

/**
 * A festival the film was submitted to, as the Festivals page lists it (and the editor's preview
 * shows it): its place, when it answers and how it judges, its selection, its laurel and badges.
 */
export function SubmissionCard({ submission: f, laurel }: { submission: Submission; laurel?: Laurel }) {
  return (
    <li className={cardVariants({ size: "sm", className: "flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" })}>
      <div>
        <h3 className="font-sans text-base font-semibold text-cream">{f.name}</h3>
        <p className="text-sm text-sand">
          {f.location} · {fill(words.notification, { month: f.notificationMonth })}
        </p>
        <p className="text-sm text-sand">{fill(words.judging, { status: f.judgingStatus })}</p>
        {selectionDetails(f) && <p className="text-sm text-sunflower">{selectionDetails(f)}</p>}
      </div>
      <div className={cn("flex flex-wrap gap-2", laurel && "items-center")}>
        {/* The badge says the same words: the laurel beside it is decoration. */}
        {laurel && <LaurelImage laurel={laurel} alt="" height={48} />}
        <Badge tone={submissionTone(f.status)}>{statusLabel(f)}</Badge>
        <Badge tone={tierTone(f.tier)}>{tierLabel(f.tier)}</Badge>
      </div>
    </li>
  );
}
