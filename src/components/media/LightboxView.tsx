import Download from "lucide-react/icons/download";
import { useCallback, useMemo, useState, type RefCallback } from "react";
import Lightbox, { useLightboxState } from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "./lightbox.css";
import { pressCaption, usageTerms } from "../../content/lazy/captions.ts";
import { archiveImages } from "../../content/lazy/archive-images.ts";
import { fileSize } from "../../content/lazy/download-sizes.ts";
import { fill } from "../../lib/fill.ts";
import { LanguageSwitch } from "../layout/LanguageSwitch.tsx";
import { languageOf } from "../../lib/languages.ts";
import { webCopyName, webCopyPath } from "../../lib/web-copy.ts";
import { imageSources } from "./image-sources.ts";
import type { LightboxImage } from "./lightbox-image.ts";
import { lightbox } from "#lang/words/media.json";

type Props = {
  images: LightboxImage[];
  index: number;
  onClose: () => void;
  /** Told of the image shown, on opening and on every move. */
  onView: (index: number) => void;
};

/** The toolbar's height (its padding and a button): the counter and the close button sit in it, above the image. */
const toolbarHeight = 64;

/**
 * Full-screen lightbox (arrow keys, Escape, swipe, close button). Loaded on first open only,
 * with the press captions: under the image, what a photo desk prints with it (caption, credit,
 * copyright) and links that save the original file as served and its web copy, each with its caption written in.
 */
export default function LightboxView({ images, index, onClose, onView }: Props) {
  // The image stands between the toolbar and the caption bar, whatever the caption's length.
  const [footerHeight, setFooterHeight] = useState(0);
  const measure = useCallback<RefCallback<HTMLDivElement>>((node) => {
    if (!node) return;
    const observer = new ResizeObserver(() => setFooterHeight(node.offsetHeight));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const slides = useMemo(
    () =>
      images.map((image) => {
        const s = imageSources(image);
        return { src: s.src, alt: image.alt, width: s.width, height: s.height, srcSet: s.variants };
      }),
    [images],
  );
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      on={{ view: ({ index: shown }) => onView(shown) }}
      slides={slides}
      plugins={[Counter]}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: lightbox.viewer,
        "Photo gallery": lightbox.gallery,
        Carousel: lightbox.carousel,
        Slide: lightbox.slide,
        "{index} of {total}": lightbox.position,
        Previous: lightbox.previous,
        Next: lightbox.next,
        Close: lightbox.close,
      }}
      styles={{ slide: { paddingTop: toolbarHeight, paddingBottom: footerHeight + 8 } }}
      render={{ controls: () => <PressCaptionBar images={images} measure={measure} /> }}
    />
  );
}

/** Every upload's format, pixels and size, and its web copy's. */
const archiveFiles = new Map(archiveImages.map((a) => [a.file, a]));

/** The caption bar along the bottom: the current image's caption, credit and copyright, the usage terms, and its download. */
function PressCaptionBar({ images, measure }: { images: LightboxImage[]; measure: RefCallback<HTMLDivElement> }) {
  const { currentIndex } = useLightboxState();
  const image = images[currentIndex];
  if (!image) return null;
  const press = pressCaption(image.file);
  // Each link's name says what it saves: its words, then the file's format, pixels and size.
  const archived = archiveFiles.get(image.file);
  const named = (label: string, file?: { format: string; width: number; height: number; bytes: number }) =>
    file &&
    fill(lightbox.downloadLabel, { label, format: file.format, width: file.width, height: file.height, size: fileSize(file.bytes) });
  return (
    <div ref={measure} className="press-caption">
      <div className="press-caption__text">
        {press && <p className="press-caption__caption">{press.caption}</p>}
        {press && (
          <p className="press-caption__credit">
            {press.credit}
            <span className="press-caption__copyright">
              <span className="press-caption__separator"> · </span>
              {press.copyright}
            </span>
          </p>
        )}
        {press && <p className="press-caption__terms">{usageTerms}</p>}
      </div>
      <div className="press-caption__actions">
        {/* The same image with its caption and credit in the other language: the switch takes the open still along. */}
        <LanguageSwitch path={languageOf(window.location.pathname).path} className="press-caption__language" />
        {/* The original, for print, and the web copy (2048 px, under 1 MB), each with its caption inside. */}
        <a
          className="press-caption__download"
          href={`/uploads/${image.file}`}
          download={image.file}
          aria-label={named(lightbox.downloadStill, archived)}
        >
          <Download aria-hidden="true" size={18} />
          {lightbox.downloadStill}
        </a>
        <a
          className="press-caption__download press-caption__download--web"
          href={webCopyPath(image.file)}
          download={webCopyName(image.file)}
          aria-label={named(lightbox.downloadWebCopy, archived && { ...archived.web, format: "JPEG" })}
        >
          <Download aria-hidden="true" size={18} />
          {lightbox.downloadWebCopy}
        </a>
      </div>
    </div>
  );
}
