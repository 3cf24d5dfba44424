import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { facts, film, hasPage } from "../../content/index.ts";
import { cardVariants } from "../ui/primitives.tsx";
import { MoreLink } from "../ui/MoreLink.tsx";
import { Section } from "../ui/Section.tsx";
import { pagePath } from "../../config/pages.ts";
import { fill } from "../../lib/fill.ts";
import { fillCounted } from "../../content/counted.ts";
import { story } from "#lang/words/home.json";

// The festivals' card only while the site has the page: a new film has no festival yet.
const cards = [
  { title: story.aboutTitle, to: pagePath("about"), action: story.aboutAction, text: story.aboutText },
  {
    title: story.castTitle,
    to: pagePath("cast-crew"),
    action: story.castAction,
    text: fillCounted(story.castText, { castCount: facts.principalCastCount, crewCount: facts.keyCrewCount }),
  },
  {
    title: story.festivalsTitle,
    to: pagePath("festivals"),
    action: story.festivalsAction,
    text: fillCounted(story.festivalsText, { count: facts.submissionsCount, targets: facts.targetsCount }),
  },
  { title: story.pressTitle, to: pagePath("press"), action: story.pressAction, text: story.pressText },
].filter((c) => c.to !== pagePath("festivals") || hasPage("festivals"));

export function Story() {
  return (
    <Section id="story" title={film.storyTitle ?? story.title}>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4 text-lg text-sand">
          {film.synopsis.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p className="pt-2 text-sm font-semibold tracking-widest text-sunflower uppercase">
            {fill(story.facts, { genre: film.genre, year: facts.year, budget: facts.budgetShort })}
          </p>
          <MoreLink to={pagePath("stills")} className="text-base">
            {story.browseStills}
          </MoreLink>
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
