import Quote from "lucide-react/icons/quote";
import CloudLightning from "lucide-react/icons/cloud-lightning";
import { directorQuotes, extendedLyric, extendedStills, journeyStills, shootNote } from "../../content/index.ts";
import { Card } from "../ui/primitives.tsx";
import { Section } from "../ui/Section.tsx";
import { ImageGridIsland as ImageGrid } from "../islands/islands.tsx";
import { fill } from "../../lib/fill.ts";
import { fillCounted } from "../../content/counted.ts";
import { gallery } from "#lang/words/gallery.json";

/** The stills gallery: shown on Home after the story, and on its own at /stills. */
export function StillsGallery() {
  return (
    <>
      <Section id="visual-journey">
        <h2 id="visual-journey-title" className="mb-3 text-3xl font-semibold sm:text-4xl">
          {gallery.journeyTitle}
        </h2>
        <p className="mb-8 max-w-2xl text-sand">{fillCounted(gallery.journeyIntro, { count: journeyStills.length })}</p>
        <ImageGrid images={journeyStills} columns="2-3" label={gallery.journeyList} />
      </Section>

      {/* The extended gallery, only while content/stills.yaml lists its stills. */}
      {extendedStills.length > 0 && (
        <Section id="extended-gallery">
          <h2 id="extended-gallery-title" className="mb-3 text-3xl font-semibold sm:text-4xl">
            {gallery.extendedTitle}
          </h2>
          <p className="mb-2 max-w-2xl text-sand">{fillCounted(gallery.extendedIntro, { count: extendedStills.length })}</p>
          <blockquote className="mb-8 font-display text-xl text-sunflower italic sm:text-2xl">
            {fill(gallery.quoted, { text: extendedLyric })}
          </blockquote>
          <ImageGrid images={extendedStills} columns="2-4" label={gallery.extendedList} showCategory />
        </Section>
      )}

      {/* From the shoot: its note and the director's quotes, while the film has either. */}
      {(shootNote !== undefined || directorQuotes.length > 0) && (
        <Section id="from-the-shoot" title={gallery.fromTheShoot}>
          {/* The note alone takes the row while no director's quote is listed. */}
          <div className={directorQuotes.length > 0 ? "grid gap-6 md:grid-cols-3" : "max-w-2xl"}>
            {shootNote !== undefined && (
              <Card as="aside" variant="dusk">
                <CloudLightning aria-hidden="true" className="mb-3 size-8 text-sunflower" />
                <p className="text-cream">{shootNote}</p>
              </Card>
            )}
            {directorQuotes.map((q) => (
              <Card as="figure" key={q.quote}>
                <Quote aria-hidden="true" className="mb-3 size-6 text-ochre" />
                <blockquote className="font-display text-lg text-cream italic">{fill(gallery.quoted, { text: q.quote })}</blockquote>
                <figcaption className="mt-4 text-sm text-sand">— {q.attribution}</figcaption>
              </Card>
            ))}
          </div>
        </Section>
      )}
    </>
  );
}
