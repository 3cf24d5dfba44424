import ExternalIcon from "lucide-react/icons/external-link";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { PressDownloadsIsland as PressDownloads } from "../components/islands/islands.tsx";
import { Exhibitors } from "../components/press/Exhibitors.tsx";
import { ReviewQuotes } from "../components/sections/Reviews.tsx";
import { buttonVariants, Card } from "../components/ui/primitives.tsx";
import { ExternalLink } from "../components/ui/ExternalLink.tsx";
import { QuickFacts, TechnicalSpecs } from "../components/press/FactTables.tsx";
import { LaurelRow } from "../components/ui/Laurels.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ReleaseStrategy } from "../components/press/ReleaseStrategy.tsx";
import { Section } from "../components/ui/Section.tsx";
import formatted from "#lang/facts.json";
import { quickFactColumns } from "../content/fact-rows.ts";
import {
  film,
  filmDatabaseLink,
  keyPersonnel,
  mailSubjects,
  mailtoLink,
  pressContact,
  socialLink,
  technicalSpecs,
} from "../content/index.ts";
import { laurels, reviews } from "../content/index.ts";
import { pagePath } from "../config/pages.ts";
import { fill } from "../lib/fill.ts";
import { contact, header, meta as metaWords, quickFacts as labels, sections } from "#lang/words/press.json";
import { pageMeta } from "./meta.ts";
import { releaseStrategy } from "../content/lazy/long-texts.ts";
import type { Route } from "./+types/press.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta(pagePath("press"), metaWords.title, fill(metaWords.description, { title: film.title }));

const quickFacts = quickFactColumns(film, formatted, keyPersonnel, labels);

export default function Press() {
  return (
    <>
      <PageHeader eyebrow={film.title} title={header.title}>
        <p>{fill(header.intro, { title: film.title })}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {[filmDatabaseLink, socialLink].map((l) => (
            <ExternalLink key={l.href} href={l.href} className={buttonVariants({ variant: "outline" })}>
              {l.label} <ExternalIcon aria-hidden="true" className="size-4" />
            </ExternalLink>
          ))}
        </div>
      </PageHeader>

      {laurels.length > 0 && (
        <Section id="laurels" title={sections.laurels}>
          <LaurelRow laurels={laurels} label={sections.laurels} />
        </Section>
      )}

      <Section id="quick-facts" title={sections.quickFacts}>
        <QuickFacts columns={quickFacts} />
      </Section>

      {reviews.length > 0 && (
        <Section id="reviews" title={sections.reviews}>
          <ReviewQuotes reviews={reviews} />
        </Section>
      )}

      <Section id="downloads" title={sections.downloads}>
        <PressDownloads />
      </Section>

      <Section id="technical-specifications" title={sections.technicalSpecs}>
        <TechnicalSpecs rows={technicalSpecs} />
      </Section>

      <Section id="exhibitors" title={sections.exhibitors}>
        <Exhibitors />
      </Section>

      <Section id="press-contact" title={sections.pressContact}>
        <Card className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="text-xl font-semibold text-cream">{pressContact.name}</p>
            <p className="text-sand">{pressContact.role}</p>
            <p className="mt-3 flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-sunflower" />
              <a className="min-w-0 [overflow-wrap:anywhere] underline hover:text-sunflower" href={`mailto:${pressContact.email}`}>
                {pressContact.email}
              </a>
            </p>
            <p className="mt-1 flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 text-sunflower" />
              <a className="underline hover:text-sunflower" href={`tel:${pressContact.phone.replace(/\s/g, "")}`}>
                {/* No-break spaces: the number never wraps across lines. */}
                {pressContact.phone.replace(/ /g, "\u00a0")}
              </a>
            </p>
          </div>
          <a href={mailtoLink(mailSubjects.interview)} className={buttonVariants({ variant: "primary", className: "print:hidden" })}>
            {contact.requestInterview}
          </a>
        </Card>
      </Section>

      <Section id="release-strategy" title={sections.releaseStrategy}>
        <ReleaseStrategy parts={releaseStrategy} />
      </Section>
    </>
  );
}
