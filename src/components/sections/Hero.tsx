import { facts, film, keyArt, laurels } from "../../content/index.ts";
import { TrailerButtonIsland } from "../islands/islands.tsx";
import { Picture } from "../media/Picture.tsx";
import { LaurelRow } from "../ui/Laurels.tsx";
import { FirstScreenEnd } from "../layout/FirstScreenEnd.tsx";
import fit from "#lang/hero-fit.json";

// The title's size on a phone and from 640 px, measured by the build (scripts/prepare/assets/hero-fit.ts):
// the largest at which its every word stands whole on a line. Each class written whole, so that the stylesheet has it.
const onPhone: Record<string, string> = { "6xl": "text-6xl", "5xl": "text-5xl", "4xl": "text-4xl" };
const wide: Record<string, string> = { "8xl": "sm:text-8xl", "7xl": "sm:text-7xl", "6xl": "sm:text-6xl", "5xl": "sm:text-5xl" };

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative flex min-h-[100svh] items-end overflow-hidden">
      <Picture image={keyArt} sizes="100vw" priority className="absolute inset-0 size-full object-cover" />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink via-ink/60 to-ink/10" />
      <div className="relative mx-auto w-full max-w-6xl px-4 pt-28 pb-16 sm:px-6 md:pb-24">
        <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-sand uppercase hyphens-auto">{facts.presenters}</p>
        <h1 id="hero-title" className={`${onPhone[fit.phone]} font-semibold tracking-tight text-sunflower ${wide[fit.wide]}`}>
          {film.title}
        </h1>
        <p className="mt-4 max-w-2xl font-display text-2xl text-cream italic sm:text-3xl">{film.tagline}</p>
        <LaurelRow laurels={laurels} className="mt-6" height={110} />
        <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold tracking-widest text-sand uppercase">
          <span>{film.format}</span>
          <span aria-hidden="true">·</span>
          <span>{facts.runtimeTitle}</span>
        </p>
        <TrailerButtonIsland />
      </div>
      <FirstScreenEnd />
    </section>
  );
}
