import { Play } from "lucide-react";
import { useRef, useState } from "react";
import { facts, film, keyArt, laurels, videoEmbedUrl, videoIds } from "../../content/index.ts";
import { LazyVideoDialog } from "../media/LazyVideoDialog.tsx";
import { Picture } from "../media/Picture.tsx";
import { LaurelRow } from "../ui/Laurels.tsx";
import { Button } from "../ui/primitives.tsx";
import { fill } from "../../lib/fill.ts";
import { layout } from "#lang/words/common.json";
import { hero } from "#lang/words/home.json";

export function Hero() {
  const [trailerOpen, setTrailerOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="hero-title" className="relative flex min-h-[100svh] items-end overflow-hidden">
      <Picture image={keyArt} sizes="100vw" priority className="absolute inset-0 size-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink via-ink/60 to-ink/10" />
      <div className="relative mx-auto w-full max-w-6xl px-4 pt-28 pb-16 sm:px-6 md:pb-24">
        <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-sand uppercase">{facts.presenters}</p>
        <h1 id="hero-title" className="text-6xl font-semibold tracking-tight text-sunflower sm:text-8xl">
          {film.title}
        </h1>
        <p className="mt-4 max-w-2xl font-display text-2xl text-cream italic sm:text-3xl">{film.tagline}</p>
        <LaurelRow laurels={laurels} className="mt-6" height={110} />
        <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold tracking-widest text-sand uppercase">
          <span>{film.format}</span>
          <span aria-hidden="true">·</span>
          <span>{facts.runtimeTitle}</span>
        </p>
        <Button
          ref={opener}
          type="button"
          onClick={() => setTrailerOpen(true)}
          variant="primary"
          size="xl"
          className="mt-8"
          aria-haspopup="dialog"
        >
          <Play aria-hidden="true" className="size-5" />
          {layout.watchTrailer}
        </Button>
      </div>
      <LazyVideoDialog
        open={trailerOpen}
        onClose={() => setTrailerOpen(false)}
        openerRef={opener}
        videoUrl={videoEmbedUrl(videoIds.trailer, { autoplay: true })}
        title={fill(hero.trailerTitle, { title: film.title })}
      />
    </section>
  );
}
