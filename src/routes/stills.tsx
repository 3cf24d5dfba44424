import { StillsPicker } from "../components/press/StillsPicker";
import { StillsGallery } from "../components/sections/StillsGallery";
import { PageHeader } from "../components/ui/PageHeader";
import { Section } from "../components/ui/Section";
import { extendedStills, facts, film, journeyStills } from "../content";
import { archiveImages } from "../content/lazy/archive-images";
import { downloadSizes } from "../content/lazy/download-sizes";
import { pagePath } from "../config/pages";
import { pageMeta } from "./meta";
import type { Route } from "./+types/stills";
import { fill } from "../lib/fill";
import { header, meta as metaWords, pressImages } from "#lang/words/stills.json";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("stills"),
    metaWords.title,
    fill(metaWords.description, {
      count: facts.journeyCount + facts.extendedCount,
      title: film.title,
      location: film.location,
      images: archiveImages.length,
    }),
  );

const inGalleries = new Set([...journeyStills, ...extendedStills].map((s) => s.file));
const notInGalleries = (file: string) => !inGalleries.has(file);

export default function Stills() {
  return (
    <>
      <PageHeader eyebrow={film.title} title={header.title}>
        <p>
          {header.introBefore}{" "}
          <a href="#press-images" className="text-sunflower underline underline-offset-4 hover:text-sunflower-light">
            {header.introLinkText}
          </a>
          {header.introAfter}
        </p>
      </PageHeader>
      <StillsGallery />
      <Section id="press-images" title={pressImages.title}>
        <p className="mb-8 max-w-3xl text-sand">
          {fill(pressImages.intro, { count: archiveImages.length, size: downloadSizes.stillsArchive })}
        </p>
        {/* The galleries above open their own images' addresses (#still-05-…); the list opens the rest. */}
        <StillsPicker follows={notInGalleries} />
      </Section>
    </>
  );
}
