import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { FestivalStrategyLinkIsland as FestivalStrategyLink } from "../components/islands/islands.tsx";
import { Screenings } from "../components/sections/ScreeningsSection.tsx";
import { SignUp } from "../components/sections/SignUp.tsx";
import { Badge, buttonVariants, cardVariants } from "../components/ui/primitives.tsx";
import { LaurelRow } from "../components/ui/Laurels.tsx";
import { SubmissionCard } from "../components/sections/SubmissionCard.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { LongText } from "../components/ui/LongText.tsx";
import { Section } from "../components/ui/Section.tsx";
import { facts, film, allLaurels, laurels, screeningsJsonLd, categoryLabel, submissions, targetFestivals } from "../content/index.ts";
import { downloadSizes } from "../content/lazy/download-sizes.ts";
import { pagePath } from "../config/pages.ts";
import { fill } from "../lib/fill.ts";
import { fillCounted } from "../content/counted.ts";
import { header, meta as metaWords, strategy, submissions as submissionWords, targets } from "#lang/words/festivals.json";
import { calendarFeedLinks, pageMeta } from "./meta.ts";
import { festivalStrategy } from "../content/lazy/long-texts.ts";
import type { Route } from "./+types/festivals.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("festivals"),
    metaWords.title,
    fillCounted(metaWords.description, { title: film.title, count: submissions.length, targets: facts.targetsCount }),
  );

export const links: Route.LinksFunction = () => calendarFeedLinks();

export default function Festivals() {
  return (
    <>
      <PageHeader eyebrow={film.title} title={header.title}>
        <p>{header.intro}</p>
      </PageHeader>

      {/* Each list only while it has entries: before the first submission, the targets alone. */}
      {submissions.length > 0 && (
        <Section id="submissions">
          <div className="mb-8 flex flex-wrap items-center gap-4">
            <h2 id="submissions-title" className="text-3xl font-semibold sm:text-4xl">
              {submissionWords.title}
            </h2>
            <Badge tone="primary">{fillCounted(submissionWords.badge, { count: submissions.length })}</Badge>
          </div>
          <LaurelRow laurels={laurels} className="mb-8" />
          <ul aria-labelledby="submissions-title" className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {submissions.map((f) => (
              <SubmissionCard key={f.name} submission={f} laurel={allLaurels.find((l) => l.festival === f.name)} />
            ))}
          </ul>
        </Section>
      )}

      <Screenings />
      <SignUp />

      {targetFestivals.length > 0 && (
        <Section id="targets" title={targets.title}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {targetFestivals.map((f) => (
              <li key={f.name} className={cardVariants({ size: "sm", className: "flex flex-col" })}>
                <p>
                  <Badge tone="outline">{categoryLabel(f.category)}</Badge>
                </p>
                <h3 className="mt-3 font-sans text-base font-semibold text-cream">{f.name}</h3>
                <p className="text-sm text-sunflower">{fill(targets.deadline, { deadline: f.deadline })}</p>
                <p className="mt-2 text-sm text-sand">{f.reason}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="strategy" title={strategy.title}>
        <LongText paragraphs={festivalStrategy} className="max-w-3xl" />
        <div className="mt-8 flex flex-wrap gap-4 print:hidden">
          <FestivalStrategyLink label={strategy.downloadDocument} />
          <Link to={pagePath("press")} className={buttonVariants({ variant: "outline" })}>
            {strategy.viewPress} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <p className="mt-3 text-sm text-sand print:hidden">{fill(strategy.documentNote, { size: downloadSizes.festivalStrategy })}</p>
      </Section>
      {screeningsJsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: screeningsJsonLd }} />}
    </>
  );
}
