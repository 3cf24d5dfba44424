import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import type { Image } from "../../content/schema";
import { imageSources } from "./image-sources";

type Props = { images: Image[]; index: number; onClose: () => void };

/** Full-screen lightbox (arrow keys, Escape, swipe, close button). Loaded on first open only. */
export default function LightboxView({ images, index, onClose }: Props) {
  const slides = images.map((image) => {
    const s = imageSources(image);
    return {
      src: s.src,
      alt: image.alt,
      width: s.width,
      height: s.height,
      srcSet: s.variants,
      title: image.caption,
      description: image.alt,
    };
  });
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      plugins={[Captions, Counter]}
      controller={{ closeOnBackdropClick: true }}
      labels={{ Lightbox: "Image viewer" }}
    />
  );
}
