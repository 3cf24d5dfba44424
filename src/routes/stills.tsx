import { StillsGallery } from "../components/sections/StillsGallery";
import { PageHeader } from "../components/ui/PageHeader";
import { facts, film } from "../content";
import { pagePath } from "../config/pages";
import { pageMeta } from "./meta";
import type { Route } from "./+types/stills";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("stills"),
    "Stills",
    `${facts.journeyCount + facts.extendedCount} stills from ${film.title}, shot in ${film.location}, with notes from the shoot.`,
  );

export default function Stills() {
  return (
    <>
      <PageHeader eyebrow={film.title} title="Stills">
        <p>Frames from the road to Granada. Select any image to view it full screen; the press page has every image at full resolution.</p>
      </PageHeader>
      <StillsGallery />
    </>
  );
}
