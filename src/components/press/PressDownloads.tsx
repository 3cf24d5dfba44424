import { useRef, useState } from "react";
import { film } from "../../content/film.ts";
import { allLaurels } from "../../content/laurels.ts";
import { videoEmbedUrl, videoIds } from "../../content/links.ts";
import { downloadItems } from "../../content/lazy/downloads.ts";
import { LazyVideoDialog } from "../media/LazyVideoDialog.tsx";
import { fill } from "../../lib/fill.ts";
import { DownloadCard } from "./DownloadCard.tsx";
import { teaser } from "#lang/words/press.json";

/**
 * /press's downloads: a card for each (the laurels' only while there are laurels), and the
 * teaser's dialog their Watch Teaser opens. An island (src/islands.ts): the rest of /press is HTML.
 */
export function PressDownloads() {
  const [teaserOpen, setTeaserOpen] = useState(false);
  const teaserOpener = useRef<HTMLElement | null>(null);
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {downloadItems
          .filter((item) => item.kind !== "laurels" || allLaurels.length > 0)
          .map((item) => (
            <DownloadCard
              key={item.kind}
              item={item}
              onWatchTeaser={(opener) => {
                teaserOpener.current = opener;
                setTeaserOpen(true);
              }}
            />
          ))}
      </ul>
      <LazyVideoDialog
        open={teaserOpen}
        onClose={() => setTeaserOpen(false)}
        openerRef={teaserOpener}
        videoUrl={videoEmbedUrl(videoIds.teaser, { autoplay: true })}
        title={fill(teaser.dialogTitle, { title: film.title })}
      />
    </>
  );
}
