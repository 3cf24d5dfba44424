import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { DocumentaryPlayer } from "../components/media/DocumentaryPlayer";
import { ImageGrid } from "../components/media/ImageGrid";
import { PageHeader } from "../components/ui/PageHeader";
import { Section } from "../components/ui/Section";
import { documentaryMinutes, film, filmStills, onSetPhotos, strapline, videoEmbedUrl, videoIds } from "../content";
import { pagePath } from "../config/pages";
import { pageMeta } from "./meta";
import type { Route } from "./+types/behind-the-scenes";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("behind-the-scenes"),
    "Behind the Scenes",
    `A ${documentaryMinutes}-minute documentary and photographs from the shoot of ${film.title}. ${strapline}`,
  );

export default function BehindTheScenes() {
  return (
    <>
      <PageHeader eyebrow={film.title} title="Behind the Scenes">
        <p className="font-display text-2xl text-sunflower italic">{strapline}</p>
      </PageHeader>

      <Section id="documentary" title={`The Making of ${film.title}`}>
        <DocumentaryPlayer
          videoUrl={videoEmbedUrl(videoIds.documentary, { autoplay: true, loop: false })}
          title={`The Making of ${film.title}`}
          poster={onSetPhotos[0]!}
          minutes={documentaryMinutes}
        />
        <p className="mt-4 text-sand">
          A {documentaryMinutes}-minute documentary from the road: storms, sunflowers and a dog who only ever did one take.
        </p>
      </Section>

      <Section id="on-set" title="On Set">
        <ImageGrid images={onSetPhotos} columns="2-3" label="On-set photos" />
      </Section>

      <Section id="film-stills" title="Film Stills">
        <ImageGrid images={filmStills} columns="2-3" label="Film stills" />
        <Link to={pagePath("stills")} className="mt-8 inline-flex items-center gap-1 font-semibold text-sunflower hover:underline">
          See the full stills gallery <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Section>
    </>
  );
}
