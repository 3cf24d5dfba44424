import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { facts, film } from "../../content";
import { cardVariants } from "../ui/primitives";
import { Section } from "../ui/Section";
import { pagePath } from "../../config/pages";

const cards = [
  {
    title: "About the Film",
    to: pagePath("about"),
    action: "Learn More",
    text: "Synopsis, production timeline and the director's statement.",
  },
  {
    title: "Cast & Crew",
    to: pagePath("cast-crew"),
    action: "Meet the Team",
    text: `${facts.principalCastCount} principal cast, ${facts.keyCrewCount} key crew and one star dog.`,
  },
  {
    title: "Festivals",
    to: pagePath("festivals"),
    action: "View Schedule",
    text: `${facts.festivalsBadge} in consideration and our ${facts.targetsCount} targets.`,
  },
  { title: "Press Kit", to: pagePath("press"), action: "Download Kit", text: "Press package, stills, teaser, screener and contacts." },
];

export function Story() {
  return (
    <Section id="story" title="Searching for Home">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4 text-lg text-sand">
          {film.synopsis.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p className="pt-2 text-sm font-semibold tracking-widest text-sunflower uppercase">
            {film.genre}, {facts.year}, {facts.budgetShort} Budget
          </p>
          <Link
            to={pagePath("stills")}
            className="inline-flex items-center gap-1 text-base font-semibold text-cream underline-offset-4 hover:text-sunflower hover:underline"
          >
            Browse all stills <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {cards.map((c) => (
            <li key={c.to}>
              <Link
                to={c.to}
                className={cardVariants({ size: "sm", className: "group flex h-full flex-col transition-colors hover:border-sunflower" })}
              >
                <h3 className="text-xl font-semibold text-cream">{c.title}</h3>
                <p className="mt-2 flex-1 text-sm text-sand">{c.text}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-sunflower">
                  {c.action}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
