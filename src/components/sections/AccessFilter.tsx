import { accessKinds, type AccessKind } from "../../content/access.ts";
import type { ShownScreening } from "../../content/screening-events.ts";
import { screenings as words } from "#lang/words/screenings.json";

// The screenings narrowed to those with captions, audio description or a relaxed screening. The
// narrowing is the page's CSS (app.css, by the radio checked), so it works without script; and it
// stands outside the lists' island, so hydrating them never touches what the visitor chose.

const filterWords: Record<AccessKind, string> = {
  captions: words.withCaptions,
  audioDescription: words.withAudioDescription,
  relaxed: words.relaxedOnly,
};

/** The choice of which screenings to show, offering the kinds some screening has; nothing when none has any. */
export function AccessFilter({ list }: { list: readonly ShownScreening[] }) {
  const kinds = accessKinds.filter((k) => list.some((s) => s.accessShown.kinds.includes(k)));
  if (kinds.length === 0) return null;
  return (
    <>
      <fieldset className="mb-6">
        <legend className="mb-2 text-sm font-semibold text-cream">{words.accessFilter}</legend>
        <div className="flex flex-wrap gap-2">
          {(["", ...kinds] as const).map((k) => (
            <label
              key={k}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-line px-4 py-2 text-sm text-cream has-[:checked]:border-sunflower has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sunflower"
            >
              <input type="radio" name="access" value={k} defaultChecked={k === ""} className="size-4 accent-sunflower" />
              {k === "" ? words.allScreenings : filterWords[k]}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Shown by the CSS while the choice leaves no screening to come. */}
      {kinds.map((k) => (
        <p key={k} data-none-for={k} className="mb-4 text-sand">
          {words.noneWithThis}
        </p>
      ))}
    </>
  );
}
