import { PressPackageLinkIsland as PressPackageLink } from "../components/islands/islands.tsx";
import { Card, cardVariants } from "../components/ui/primitives.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { LongText } from "../components/ui/LongText.tsx";
import { Section } from "../components/ui/Section.tsx";
import { facts, film, keyPersonnel, productionTimeline, technicalDetails } from "../content/index.ts";
import { downloadSizes } from "../content/lazy/download-sizes.ts";
import { pagePath } from "../config/pages.ts";
import { describedFilm, pageMeta } from "./meta.ts";
import { directorStatement } from "../content/lazy/long-texts.ts";
import type { Route } from "./+types/about.ts";
import { fill } from "../lib/fill.ts";
import { header, meta as metaWords, statement, synopsis } from "#lang/words/about.json";

export const meta: Route.MetaFunction = () => pageMeta(pagePath("about"), metaWords.title, fill(metaWords.description, describedFilm));

export default function About() {
  return (
    <>
      <PageHeader eyebrow={`${film.genre} · ${facts.year} · ${facts.runtime}`} title={header.title}>
        <p>{film.tagline}</p>
      </PageHeader>

      <Section id="synopsis" title={synopsis.title}>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <LongText paragraphs={film.synopsis} />
          <div className="space-y-6">
            <Card>
              <h3 className="mb-4 text-xl font-semibold">{synopsis.technicalDetails}</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                {technicalDetails.map((d) => (
                  <div key={d.label} className="contents">
                    <dt className="text-sand">{d.label}</dt>
                    <dd className="text-cream">{d.value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card>
              <h3 className="mb-4 text-xl font-semibold">{synopsis.productionTimeline}</h3>
              <ol className="space-y-4 border-l border-ochre/60 pl-5">
                {productionTimeline.map((t) => (
                  <li key={t.stage} className="relative">
                    <span aria-hidden="true" className="absolute top-1.5 -left-[26px] size-2.5 rounded-full bg-sunflower" />
                    <p className="text-sm font-semibold text-sunflower">{t.when}</p>
                    <p className="font-medium text-cream">{t.stage}</p>
                    <p className="text-sm text-sand">{t.detail}</p>
                  </li>
                ))}
              </ol>
            </Card>
          </div>
        </div>
      </Section>

      <Section id="directors-statement" title={statement.title}>
        <LongText paragraphs={directorStatement} className="max-w-3xl">
          <p className="font-display text-cream italic">
            — {keyPersonnel.director.name}, {keyPersonnel.director.role}
          </p>
        </LongText>
        <div className={cardVariants({ className: "mt-10 flex flex-wrap items-center gap-4 print:hidden" })}>
          <p className="flex-1 text-sand">{fill(statement.pressPackage, { size: downloadSizes.pressPackage })}</p>
          <PressPackageLink label={statement.downloadPressPackage} />
        </div>
      </Section>
    </>
  );
}
