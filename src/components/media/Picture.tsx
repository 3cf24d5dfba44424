import type { Image } from "../../content/build-time/schema/types.ts";
import { imageSources } from "./image-sources.ts";

type Props = {
  image: Pick<Image, "file" | "alt">;
  sizes: string;
  className?: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
};

/** Resized AVIF/WebP copies of an original, with its intrinsic size so nothing shifts. */
export function Picture({ image, sizes, className, priority = false }: Props) {
  const s = imageSources(image);
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={s.avifSrcSet} sizes={sizes} />
      <img
        src={s.src}
        srcSet={s.srcSet}
        sizes={sizes}
        width={s.width}
        height={s.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
