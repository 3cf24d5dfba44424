import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { LightboxImage } from "./lightbox-image.ts";

const everyFile = () => true;

const LightboxView = lazy(() => import("./LightboxView.tsx"));

/** The hash that opens the lightbox on an image: its file name without the extension, e.g. `#still-05-sunflower-thief`. */
export const imageHash = (file: string) => `#${file.replace(/\.[a-z0-9]+$/i, "")}`;

/** The address bar's hash, without a new history entry (and with React Router's state kept). */
function replaceHash(hash: string) {
  const { pathname, search } = window.location;
  if (window.location.hash !== hash) window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
}

/**
 * Opens the lightbox on an image; its code is fetched the first time one is opened. Each image
 * has its own address: the page opened (or a link followed) with the image's hash opens the
 * lightbox on it, moving in the lightbox changes the hash, closing it clears the hash. Where a
 * page shows an image in two lists (/stills: a gallery and the archive list), `follows` leaves
 * its address to one of them, so an address opens one viewer, not two.
 */
export function useLightbox(images: LightboxImage[], { follows = everyFile }: { follows?: (file: string) => boolean } = {}) {
  const [index, setIndex] = useState(-1);
  const [used, setUsed] = useState(false);
  const open = useCallback((i: number) => {
    setUsed(true);
    setIndex(i);
  }, []);
  useEffect(() => {
    const named = (image: LightboxImage) => follows(image.file) && imageHash(image.file) === decodeURIComponent(window.location.hash);
    const openFromHash = () => {
      const i = images.findIndex(named);
      if (i >= 0) open(i);
    };
    // A hash changed by the visitor (a link, Back) that names another image, or none, closes this lightbox.
    const onHashChange = () => {
      openFromHash();
      if (!images.some(named)) setIndex(-1);
    };
    openFromHash();
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [images, open, follows]);
  // The viewer keeps its own place once open: fed back as its index, a move reported late (a
  // busy phone) would take it back a step over a key press made meanwhile.
  const onView = (i: number) => {
    const image = images[i];
    if (image) replaceHash(imageHash(image.file));
  };
  const onClose = () => {
    setIndex(-1);
    replaceHash("");
  };
  const element = used ? (
    <Suspense fallback={null}>
      <LightboxView images={images} index={index} onClose={onClose} onView={onView} />
    </Suspense>
  ) : null;
  return { open, element };
}
