import { StillsPickerIsland as StillsPicker } from "../components/islands/islands.tsx";
import { StillsGallery } from "../components/sections/StillsGallery.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { Section } from "../components/ui/Section.tsx";
import { extendedStills, facts, film, journeyStills } from "../content/index.ts";
import { archiveImages } from "../content/lazy/archive-images.ts";
import { downloadSizes } from "../content/lazy/download-sizes.ts";
import { pagePath } from "../config/pages.ts";
import { pageMeta } from "./meta.ts";
import type { Route } from "./+types/stills.ts";
import { fill } from "../lib/fill.ts";
import { fillCounted } from "../content/counted.ts";
import { header, meta as metaWords, pressImages } from "#lang/words/stills.json";
// The terms alone (a JSON module's named import): the captions stay out of the page's script.
import { usageTerms } from "#lang/captions.json";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("stills"),
    metaWords.title,
    fillCounted(metaWords.description, {
      count: facts.journeyCount + facts.extendedCount,
      title: film.title,
      location: film.location,
      images: archiveImages.length,
    }),
  );

/** The files the galleries above show: their addresses open the galleries' own viewers. */
const galleryFiles = [...journeyStills, ...extendedStills].map((s) => s.file);

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
        <p className="max-w-3xl text-sand">
          {fillCounted(pressImages.intro, { count: archiveImages.length, size: downloadSizes.stillsArchive })}
        </p>
        {/* What a publication may do with them, beside the downloads (each file carries it inside too). */}
        <p className="mt-3 mb-8 max-w-3xl text-sm text-sand">{fill(pressImages.terms, { terms: usageTerms })}</p>
        {/* The galleries above open their own images' addresses (#still-05-…); the list opens the rest. */}
        <StillsPicker galleryFiles={galleryFiles} />
      </Section>
    </>
  );
}
