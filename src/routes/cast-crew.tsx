import { Picture } from "../components/media/Picture.tsx";
import { Badge, cardVariants } from "../components/ui/primitives.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { Section } from "../components/ui/Section.tsx";
import { facts, film, keyCrew, principalCast, supportingCast } from "../content/index.ts";
import { pagePath } from "../config/pages.ts";
import { pageMeta } from "./meta.ts";
import type { Route } from "./+types/cast-crew.ts";
import { fill } from "../lib/fill.ts";
import { fillCounted } from "../content/counted.ts";
import {
  departments,
  header,
  keyCrew as keyCrewWords,
  meta as metaWords,
  principalCast as principalCastWords,
  supportingCast as supportingCastWords,
} from "#lang/words/cast-crew.json";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("cast-crew"),
    metaWords.title,
    fillCounted(metaWords.description, { castCount: facts.principalCastCount, crewCount: facts.keyCrewCount, title: film.title }),
  );

export default function CastCrew() {
  return (
    <>
      <PageHeader eyebrow={film.title} title={header.title}>
        <p>{fillCounted(header.intro, { count: facts.principalCastCount })}</p>
      </PageHeader>

      <Section id="principal-cast" title={principalCastWords.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
          {principalCast.map((m, i) => (
            <li key={m.name} className={cardVariants({ size: "none", className: "overflow-hidden" })}>
              <Picture
                image={m.headshot}
                priority={i === 0}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/5] h-auto w-full object-cover"
              />
              <div className="p-5">
                <div className="mb-2 flex flex-wrap gap-2">
                  {m.isLead && <Badge tone="primary">{principalCastWords.lead}</Badge>}
                  {m.special && <Badge tone="accent">{m.special}</Badge>}
                </div>
                <h3 className="text-xl font-semibold">{m.name}</h3>
                <p className="text-sm font-medium text-sunflower">{fill(principalCastWords.asRole, { role: m.role })}</p>
                <p className="mt-3 text-sm text-sand">{m.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="supporting-cast" title={supportingCastWords.title}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {supportingCast.map((m) => (
            <li key={m.name} className={cardVariants({ size: "sm" })}>
              <p className="font-semibold text-cream">{m.name}</p>
              <p className="text-sm text-sand">{m.role}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="key-crew" title={keyCrewWords.title}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {keyCrew.map((m) => (
            <li key={m.name} className={cardVariants({ size: "sm" })}>
              <Badge tone="outline">{departments[m.department]}</Badge>
              <h3 className="mt-3 text-lg font-semibold">{m.name}</h3>
              <p className="text-sm font-medium text-sunflower">{m.role}</p>
              <p className="mt-2 text-sm text-sand">{m.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
