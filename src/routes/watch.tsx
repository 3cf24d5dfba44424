import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ReleaseClock } from "../components/watch/ReleaseClock.tsx";
import { ReleaseItem } from "../components/watch/ReleaseItem.tsx";
import { SignUp } from "../components/sections/SignUp.tsx";
import { signUp } from "../content/sign-up.ts";
import { film } from "../content/index.ts";
import { worldwide } from "../content/release-kinds.ts";
import { buildNow } from "../content/build-clock.ts";
import { byStatus, localDay } from "../content/release-events.ts";
import { releases, territories } from "../content/releases.ts";
import { pagePath } from "../config/pages.ts";
import { fill } from "../lib/fill.ts";
import { pageMeta } from "./meta.ts";
import type { Route } from "./+types/watch.ts";
import { meta as metaWords, watch as words } from "#lang/words/watch.json";

export const meta: Route.MetaFunction = () =>
  pageMeta(pagePath("watch"), metaWords.title, fill(metaWords.description, { title: film.title }));

const byId = new Map(releases.map((r) => [r.id, r]));
/** The choice of a country the releases do not name, where no release is worldwide. */
const elsewhere = "elsewhere";

/**
 * Where to watch, country by country: a chooser of the countries the releases name (and the
 * rest of the world), each with its releases, current first, then coming, then ended (muted).
 * Plain HTML: the chooser is a set of radio buttons, and CSS shows the list of the one chosen,
 * with or without script. Before the first paint, the visitor's browser language's country is
 * chosen where it has one (release-clock.ts); until then, and without script, the rest of the
 * world, or the first country.
 *
 * "Tell me when it plays near me" follows, for the countries where the film is not out: the
 * page's CSS hides it while the chosen country has a release on now (app.css). With a list and
 * no worldwide release, "Everywhere else" is offered too, empty, so that a visitor from a
 * country the releases do not name finds the form; it is then chosen until the browser's
 * language names a country offered.
 */
export default function Watch() {
  const today = localDay(buildNow());
  const offered =
    signUp && !territories.some((t) => t.code === worldwide)
      ? [...territories, { code: elsewhere, name: words.elsewhere, releases: [] }]
      : territories;
  const chosen = offered.some((t) => t.code === worldwide || t.code === elsewhere) ? offered.at(-1)!.code : territories[0]?.code;
  return (
    <>
      <PageHeader eyebrow={film.title} title={words.title}>
        <p>{fill(words.intro, { title: film.title })}</p>
      </PageHeader>
      <section aria-label={words.title} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <fieldset>
          <legend className="mb-3 text-sm font-semibold tracking-[0.2em] text-sunflower uppercase">{words.country}</legend>
          <div className="flex flex-wrap gap-2">
            {offered.map((t) => (
              // Each country's button, label and list side by side, so that "checked" shows its own list alone.
              <div key={t.code} className="contents">
                <input
                  type="radio"
                  name="territory"
                  id={`territory-${t.code}`}
                  value={t.code}
                  defaultChecked={t.code === chosen}
                  className="peer sr-only"
                />
                <label
                  htmlFor={`territory-${t.code}`}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-ink-line px-4 text-sm font-semibold text-sand transition-colors hover:border-sunflower hover:text-cream peer-checked:border-sunflower peer-checked:bg-sunflower peer-checked:text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sunflower"
                >
                  {t.name}
                </label>
                {t.code === elsewhere && (
                  <p className="order-last hidden w-full basis-full pt-4 text-sand peer-checked:block">{words.notOutHere}</p>
                )}
                <ul data-releases="" aria-label={t.name} className="order-last hidden w-full basis-full gap-3 pt-4 peer-checked:grid">
                  {byStatus(
                    t.releases.map((id) => byId.get(id)!),
                    today,
                  ).map((r) => (
                    <ReleaseItem key={r.id} release={r} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </fieldset>
        <ReleaseClock />
      </section>
      <div data-where-not-out="">
        <SignUp />
      </div>
    </>
  );
}
