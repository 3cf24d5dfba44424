import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { DocumentaryPlayerIsland as DocumentaryPlayer, ImageGridIsland as ImageGrid } from "../components/islands/islands.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { Section } from "../components/ui/Section.tsx";
import { documentaryMinutes, film, filmStills, onSetPhotos, strapline, videoEmbedUrl, videoIds } from "../content/index.ts";
import { pagePath } from "../config/pages.ts";
import { pageMeta } from "./meta.ts";
import type { Route } from "./+types/behind-the-scenes.ts";
import { fill } from "../lib/fill.ts";
import { documentary, filmStills as filmStillsWords, header, meta as metaWords, onSet } from "#lang/words/behind-the-scenes.json";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("behind-the-scenes"),
    metaWords.title,
    fill(metaWords.description, { minutes: documentaryMinutes, title: film.title, strapline }),
  );

export default function BehindTheScenes() {
  const documentaryTitle = fill(documentary.title, { title: film.title });
  return (
    <>
      <PageHeader eyebrow={film.title} title={header.title}>
        <p className="font-display text-2xl text-sunflower italic">{strapline}</p>
      </PageHeader>

      <Section id="documentary" title={documentaryTitle}>
        <DocumentaryPlayer
          videoUrl={videoEmbedUrl(videoIds.documentary, { autoplay: true, loop: false })}
          title={documentaryTitle}
          poster={(onSetPhotos[0] ?? filmStills[0])!}
          minutes={documentaryMinutes}
        />
        <p className="mt-4 text-sand">{fill(documentary.about, { minutes: documentaryMinutes })}</p>
      </Section>

      {/* The page is built while it has photos of one list or the other (src/config/pages.ts); each shows only with its own. */}
      {onSetPhotos.length > 0 && (
        <Section id="on-set" title={onSet.title}>
          <ImageGrid images={onSetPhotos} columns="2-3" label={onSet.photos} />
        </Section>
      )}

      {filmStills.length > 0 && (
        <Section id="film-stills" title={filmStillsWords.title}>
          <ImageGrid images={filmStills} columns="2-3" label={filmStillsWords.stills} />
          <Link to={pagePath("stills")} className="mt-8 inline-flex items-center gap-1 font-semibold text-sunflower hover:underline">
            {filmStillsWords.fullGallery} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Section>
      )}
    </>
  );
}
