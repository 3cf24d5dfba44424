import { lazy, Suspense, useState } from "react";
import type { Image } from "../../content/schema";

const LightboxView = lazy(() => import("./LightboxView"));

/** Opens the lightbox on an image; its code is fetched the first time one is clicked. */
export function useLightbox(images: Image[]) {
  const [index, setIndex] = useState(-1);
  const [used, setUsed] = useState(false);
  const open = (i: number) => {
    setUsed(true);
    setIndex(i);
  };
  const element = used ? (
    <Suspense fallback={null}>
      <LightboxView images={images} index={index} onClose={() => setIndex(-1)} />
    </Suspense>
  ) : null;
  return { open, element };
}
