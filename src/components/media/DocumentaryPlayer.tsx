import Play from "lucide-react/icons/play";
import { useState } from "react";
import type { Image } from "../../content/build-time/schema/types.ts";
import { Picture } from "./Picture.tsx";
import { fill } from "../../lib/fill.ts";
import { documentary } from "#lang/words/behind-the-scenes.json";

type Props = { videoUrl: string; title: string; poster: Image; minutes: number };

/**
 * A poster frame with a play control; the hosted player is swapped in only when the visitor
 * asks for it, so the page makes no third-party request before then.
 */
export function DocumentaryPlayer({ videoUrl, title, poster, minutes }: Props) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-black">
      {playing ? (
        <iframe src={videoUrl} title={title} className="size-full" allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 size-full"
          aria-label={fill(documentary.play, { video: title, minutes })}
        >
          <Picture
            image={poster}
            sizes="(min-width: 1152px) 1152px, 100vw"
            className="size-full object-cover opacity-80 transition-opacity group-hover:opacity-100"
          />
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/30">
            <span className="flex size-20 items-center justify-center rounded-full bg-sunflower text-ink shadow-lg transition-transform group-hover:scale-110">
              <Play aria-hidden="true" className="ml-1 size-9" />
            </span>
            <span className="rounded-full bg-black/60 px-3 py-1 text-sm font-medium text-cream">
              {fill(documentary.length, { video: title, minutes })}
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
