import { Quote, CloudLightning } from "lucide-react";
import { directorQuotes, extendedLyric, extendedStills, journeyStills, thunderstormNote } from "../../content";
import { Badge, Card } from "../ui/primitives";
import { Section } from "../ui/Section";
import { ImageGrid } from "../media/ImageGrid";

/** The stills gallery: shown on Home after the story, and on its own at /stills. */
export function StillsGallery() {
  return (
    <>
      <Section id="visual-journey">
        <h2 id="visual-journey-title" className="mb-3 text-3xl font-semibold sm:text-4xl">
          The Visual Journey
        </h2>
        <p className="mb-8 max-w-2xl text-sand">
          {journeyStills.length} stills, from a roadside bar on the plain to the lights of Granada.
        </p>
        <ImageGrid images={journeyStills} columns="2-3" label="Visual journey stills" />
      </Section>

      <Section id="extended-gallery">
        <h2 id="extended-gallery-title" className="mb-3 text-3xl font-semibold sm:text-4xl">
          Extended Gallery
        </h2>
        <p className="mb-2 max-w-2xl text-sand">{extendedStills.length} more frames. Read their words in order:</p>
        <blockquote className="mb-8 font-display text-xl text-sunflower italic sm:text-2xl">“{extendedLyric}”</blockquote>
        <ImageGrid
          images={extendedStills}
          columns="2-4"
          label="Extended gallery stills"
          renderTag={(s) => <Badge tone="outline">{s.category}</Badge>}
        />
      </Section>

      <Section id="from-the-shoot" title="From the Shoot">
        <div className="grid gap-6 md:grid-cols-3">
          <Card as="aside" variant="dusk">
            <CloudLightning aria-hidden="true" className="mb-3 size-8 text-sunflower" />
            <p className="text-cream">{thunderstormNote}</p>
          </Card>
          {directorQuotes.map((q) => (
            <Card as="figure" key={q.quote}>
              <Quote aria-hidden="true" className="mb-3 size-6 text-ochre" />
              <blockquote className="font-display text-lg text-cream italic">“{q.quote}”</blockquote>
              <figcaption className="mt-4 text-sm text-sand">— {q.attribution}</figcaption>
            </Card>
          ))}
        </div>
      </Section>
    </>
  );
}
