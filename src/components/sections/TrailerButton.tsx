import Play from "lucide-react/icons/play";
import { useRef, useState } from "react";
import { film } from "../../content/film.ts";
import { videoEmbedUrl, videoIds } from "../../content/links.ts";
import { LazyVideoDialog } from "../media/LazyVideoDialog.tsx";
import { Button } from "../ui/primitives.tsx";
import { fill } from "../../lib/fill.ts";
import { layout } from "#lang/words/common.json";
import { hero } from "#lang/words/home.json";

/** Home's Watch Trailer button and the trailer's dialog: an island (src/islands.ts), the rest of the hero is HTML. */
export function TrailerButton() {
  const [trailerOpen, setTrailerOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
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
      <LazyVideoDialog
        open={trailerOpen}
        onClose={() => setTrailerOpen(false)}
        openerRef={opener}
        videoUrl={videoEmbedUrl(videoIds.trailer, { autoplay: true })}
        title={fill(hero.trailerTitle, { title: film.title })}
      />
    </>
  );
}
