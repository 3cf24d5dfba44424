import type { Image } from "../../content/build-time/schema/types.ts";
import { Badge } from "../ui/primitives.tsx";
import { Picture } from "./Picture.tsx";
import { useLightbox } from "./useLightbox.tsx";

const columnClasses = {
  "2-3": "grid-cols-2 md:grid-cols-3",
  "2-4": "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
} as const;

const sizesFor = {
  "2-3": "(min-width: 768px) 33vw, 50vw",
  "2-4": "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw",
} as const;

type Props = {
  images: (Image & { category?: string })[];
  columns: keyof typeof columnClasses;
  label: string;
  /** Each image's category word under it (the extended gallery's). */
  showCategory?: boolean;
};

/**
 * A grid of prerendered images; clicking one opens the lightbox on it. An island (src/islands.ts):
 * its props are data, the images as the content gives them.
 */
export function ImageGrid({ images, columns, label, showCategory = false }: Props) {
  const lightbox = useLightbox(images);
  return (
    <>
      <ul aria-label={label} className={`grid gap-3 sm:gap-4 ${columnClasses[columns]}`}>
        {images.map((image, i) => (
          <li key={image.file}>
            <figure>
              <button
                type="button"
                onClick={() => lightbox.open(i)}
                className="group block w-full overflow-hidden rounded-lg bg-ink-soft"
                aria-haspopup="dialog"
              >
                <Picture
                  image={image}
                  sizes={sizesFor[columns]}
                  className="h-auto w-full transition-transform duration-500 group-hover:scale-105"
                />
              </button>
              <figcaption className="mt-2 flex flex-wrap items-center gap-2 text-sm text-sand">
                {showCategory && image.category && <Badge tone="outline">{image.category}</Badge>}
                {image.caption && <span>{image.caption}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {lightbox.element}
    </>
  );
}
