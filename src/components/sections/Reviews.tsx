import Star from "lucide-react/icons/star";
import StarHalf from "lucide-react/icons/star-half";
import { starsLabel } from "../../content/index.ts";
import type { Review } from "../../content/build-time/schema/types.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { cardVariants } from "../ui/primitives.tsx";
import { fill } from "../../lib/fill.ts";
import { reviews as words } from "#lang/words/screenings.json";

/** Filled and half stars in the sunflower colour; screen readers hear "4.5 out of 5 stars". */
function Stars({ stars }: { stars: number }) {
  const full = Math.floor(stars);
  return (
    <p className="flex gap-0.5 text-sunflower" role="img" aria-label={starsLabel(stars)}>
      {Array.from({ length: full }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-4 fill-current" />
      ))}
      {stars > full && <StarHalf aria-hidden="true" className="size-4 fill-current" />}
    </p>
  );
}

/** Who said it: the outlet (linked to the review where there is one) and the critic. */
function Source({ review }: { review: Review }) {
  const outlet = review.url ? (
    <ExternalLink href={review.url} className="underline hover:text-sunflower">
      {review.outlet}
    </ExternalLink>
  ) : (
    review.outlet
  );
  return (
    <figcaption className="mt-3 text-sm text-sand">
      — {outlet}
      {review.critic && <>, {review.critic}</>}
    </figcaption>
  );
}

/** Review quotes as cards: the quote, its stars and its source. */
export function ReviewQuotes({ reviews, className = "" }: { reviews: Review[]; className?: string }) {
  return (
    <ul className={`grid gap-4 md:grid-cols-3 ${className}`}>
      {reviews.map((r) => (
        <li key={`${r.outlet}-${r.quote}`} className={cardVariants({ size: "sm" })}>
          <figure>
            {r.stars !== undefined && <Stars stars={r.stars} />}
            <blockquote className="mt-2 font-display text-lg text-cream">{fill(words.quote, { quote: r.quote })}</blockquote>
            <Source review={r} />
          </figure>
        </li>
      ))}
    </ul>
  );
}
