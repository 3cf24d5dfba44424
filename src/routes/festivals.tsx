import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { FestivalStrategyLinkIsland as FestivalStrategyLink } from "../components/islands/islands.tsx";
import { Screenings } from "../components/sections/ScreeningsSection.tsx";
import { Badge, buttonVariants, cardVariants } from "../components/ui/primitives.tsx";
import { LaurelImage, LaurelRow } from "../components/ui/Laurels.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { Section } from "../components/ui/Section.tsx";
import { submissionTone, tierTone } from "../components/ui/status-tones.ts";
import {
  facts,
  film,
  allLaurels,
  laurels,
  screeningsJsonLd,
  categoryLabel,
  selectionDetails,
  statusLabel,
  submissions,
  targetFestivals,
  tierLabel,
} from "../content/index.ts";
import { downloadSizes } from "../content/lazy/download-sizes.ts";
import { pagePath } from "../config/pages.ts";
import { cn } from "../lib/utils.ts";
import { fill } from "../lib/fill.ts";
import { header, meta as metaWords, strategy, submissions as submissionWords, targets } from "#lang/words/festivals.json";
import { calendarFeedLinks, pageMeta } from "./meta.ts";
import { festivalStrategy } from "../content/lazy/long-texts.ts";
import type { Route } from "./+types/festivals.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("festivals"),
    metaWords.title,
    fill(metaWords.description, { title: film.title, count: submissions.length, targets: facts.targetsCount }),
  );

export const links: Route.LinksFunction = () => calendarFeedLinks();

export default function Festivals() {
  return (
    <>
      <PageHeader eyebrow={film.title} title={header.title}>
        <p>{header.intro}</p>
      </PageHeader>

      <Section id="submissions">
        <div className="mb-8 flex flex-wrap items-center gap-4">
          <h2 id="submissions-title" className="text-3xl font-semibold sm:text-4xl">
            {submissionWords.title}
          </h2>
          <Badge tone="primary">{fill(submissionWords.badge, { count: submissions.length })}</Badge>
        </div>
        <LaurelRow laurels={laurels} className="mb-8" />
        <ul aria-labelledby="submissions-title" className="grid gap-3 md:grid-cols-2">
          {submissions.map((f) => {
            const laurel = allLaurels.find((l) => l.festival === f.name);
            return (
              <li
                key={f.name}
                className={cardVariants({ size: "sm", className: "flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" })}
              >
                <div>
                  <h3 className="font-sans text-base font-semibold text-cream">{f.name}</h3>
                  <p className="text-sm text-sand">
                    {f.location} · {fill(submissionWords.notification, { month: f.notificationMonth })}
                  </p>
                  <p className="text-sm text-sand">{fill(submissionWords.judging, { status: f.judgingStatus })}</p>
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
          })}
        </ul>
      </Section>

      <Screenings />

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

      <Section id="strategy" title={strategy.title}>
        <div className="max-w-3xl space-y-4 text-lg text-sand">
          {festivalStrategy.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
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
