import { StillsPicker } from "../components/press/StillsPicker";
import { StillsGallery } from "../components/sections/StillsGallery";
import { PageHeader } from "../components/ui/PageHeader";
import { Section } from "../components/ui/Section";
import { extendedStills, facts, film, journeyStills } from "../content";
import { archiveImages } from "../content/archive-images";
import { downloadSizes } from "../content/download-sizes";
import { pagePath } from "../config/pages";
import { pageMeta } from "./meta";
import type { Route } from "./+types/stills";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("stills"),
    "Stills",
    `${facts.journeyCount + facts.extendedCount} stills from ${film.title}, shot in ${film.location}, with notes from the shoot, and all ${archiveImages.length} press images at full resolution with captions and credits.`,
  );

const inGalleries = new Set([...journeyStills, ...extendedStills].map((s) => s.file));
const notInGalleries = (file: string) => !inGalleries.has(file);

export default function Stills() {
  return (
    <>
      <PageHeader eyebrow={film.title} title="Stills">
        <p>
          Frames from the road to Granada. Select any image to view it full screen. Every image is also{" "}
          <a href="#press-images" className="text-sunflower underline underline-offset-4 hover:text-sunflower-light">
            below at full resolution
          </a>
          , with its caption and credit.
        </p>
      </PageHeader>
      <StillsGallery />
      <Section id="press-images" title="Press Images">
        <p className="mb-8 max-w-3xl text-sand">
          All {archiveImages.length} images of the press archive ({downloadSizes.stillsArchive}): stills, photographs from the set,
          portraits and artwork, each at full resolution with the caption and credit to print beside it. Download one, or choose several and
          download them together as a zip. Each image has its own address: view it full screen and copy the link.
        </p>
        {/* The galleries above open their own images' addresses (#still-05-…); the list opens the rest. */}
        <StillsPicker follows={notInGalleries} />
      </Section>
    </>
  );
}
