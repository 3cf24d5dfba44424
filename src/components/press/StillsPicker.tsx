import Download from "lucide-react/icons/download";
import Loader2 from "lucide-react/icons/loader-2";
import { useEffect, useMemo, useRef, useState } from "react";
import { archiveImages } from "../../content/lazy/archive-images.ts";
import { fileSize } from "../../content/lazy/download-sizes.ts";
import { fileNames, notifications } from "../../content/lazy/notifications.ts";
import { Picture } from "../media/Picture.tsx";
import { imageHash, useLightbox } from "../media/useLightbox.tsx";
import { Button, buttonVariants } from "../ui/primitives.tsx";
import { getToast } from "../ui/notify.ts";
import { useDownload } from "./useDownload.ts";
import { SavedFile } from "./saved-file.tsx";
import { fill } from "../../lib/fill.ts";
import { fillCounted } from "../../content/counted.ts";
import { webCopyPath } from "../../lib/web-copy.ts";
import { isPrintSize, printCentimetres, printDpi } from "../../lib/print-size.ts";
import { decimalSeparator } from "#lang/facts.json";
import { stillsPicker as words } from "#lang/words/press.json";

const loadArchive = () => import("../../press-kit/stills-archive.ts");

/** What the lightbox shows of each file: the caption is the best description of the picture. */
const lightboxImages = archiveImages.map((a) => ({ file: a.file, alt: a.caption }));

/** "Print: 30.5 × 13 cm at 300 dpi", or "Small for print: …" under the 3000 px desks ask for. */
const printSizeOf = ({ width, height }: { width: number; height: number }) =>
  fill(isPrintSize(width, height) ? words.printSize : words.smallForPrint, {
    width: printCentimetres(width, decimalSeparator),
    height: printCentimetres(height, decimalSeparator),
    dpi: printDpi,
  });

/** Each file's bytes in either size, for the bar's total. */
const bytesOf = new Map(archiveImages.map((a) => [a.file, { print: a.bytes, web: a.web.bytes }]));

type Size = "print" | "web";

/**
 * Every file of the stills archive, for picture editors: a thumbnail that opens the lightbox,
 * the caption and credit to print, pixel and file size, a link that saves the original, and a
 * box to choose it. The boxes are plain form controls, read when the zip is made, so a box
 * ticked before the page's script has run still counts. `galleryFiles`: the files the page's
 * galleries show, whose address (`#still-05-…`) opens a gallery's lightbox, not this list's.
 */
export function StillsPicker({ galleryFiles = [] }: { galleryFiles?: string[] }) {
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [size, setSize] = useState<Size>("print");
  const follows = useMemo(() => {
    const inGalleries = new Set(galleryFiles);
    return (file: string) => !inGalleries.has(file);
  }, [galleryFiles]);
  const lightbox = useLightbox(lightboxImages, { follows });
  const read = () => {
    const data = form.current ? new FormData(form.current) : undefined;
    setChosen(data ? (data.getAll("file") as string[]) : []);
    setSize(data?.get("size") === "web" ? "web" : "print");
  };
  useEffect(read, []);
  const setAll = (checked: boolean) => {
    form.current?.querySelectorAll<HTMLInputElement>('input[name="file"]').forEach((box) => (box.checked = checked));
    read();
  };
  const bytes = useMemo(() => chosen.reduce((sum, f) => sum + (bytesOf.get(f)?.[size] ?? 0), 0), [chosen, size]);
  const zipName = size === "web" ? fileNames.chosenWebStills(chosen.length) : fileNames.chosenStills(chosen.length);
  const download = useDownload(notifications.chosenStills, zipName, async (onProgress) =>
    (await loadArchive()).buildChosenStills(chosen, onProgress, size),
  );
  const warm = () => {
    loadArchive().catch(() => {}); // a click retries and reports a failure
    getToast().catch(() => {});
  };
  const count = chosen.length;
  return (
    <form
      ref={form}
      onChange={read}
      onSubmit={(e) => {
        e.preventDefault();
        // The bar's Download button (or, by Enter, the field that had focus) raised it.
        const submitter = (e.nativeEvent as SubmitEvent).submitter ?? document.activeElement;
        if (chosen.length > 0) void download.run(submitter);
      }}
      aria-label={words.formLabel}
    >
      <ul aria-label={words.listLabel} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {archiveImages.map((image, i) => {
          const name = imageHash(image.file).slice(1);
          return (
            <li
              key={image.file}
              id={name}
              className="flex scroll-mt-24 gap-3 rounded-xl border border-ink-line bg-ink-soft p-3 target:border-sunflower sm:flex-col"
            >
              <button
                type="button"
                onClick={() => lightbox.open(i)}
                aria-haspopup="dialog"
                aria-label={fill(words.viewFullScreen, { file: image.file })}
                className="flex aspect-[4/3] w-28 shrink-0 self-start sm:self-auto items-center justify-center overflow-hidden rounded-lg bg-ink sm:w-full"
              >
                <Picture
                  image={{ file: image.file, alt: "" }}
                  sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 7rem"
                  className="max-h-full w-auto object-contain"
                />
              </button>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm">
                <p className="font-mono text-xs break-all text-sunflower">{image.file}</p>
                <p className="text-cream">{image.caption}</p>
                <p className="text-xs text-sand">
                  {image.credit}
                  <span className="block">{image.copyright}</span>
                </p>
                <p className="text-xs text-sand">
                  {image.format} · {image.width} × {image.height} px · {fileSize(image.bytes)}
                </p>
                {/* How large it prints at a desk's 300 dpi, the figure a picture editor plans a page with. */}
                <p className="text-xs text-sand">{printSizeOf(image)}</p>
                <p className="text-xs text-sand">
                  {fill(words.webCopySize, { width: image.web.width, height: image.web.height, size: fileSize(image.web.bytes) })}
                </p>
                <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
                  <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                    <input type="checkbox" name="file" value={image.file} className="size-5 accent-sunflower" />
                    {words.choose}
                    <span className="sr-only"> {image.file}</span>
                  </label>
                  {/* The original for print and the web copy, side by side. */}
                  <div className="flex flex-wrap gap-2">
                    <a
                      href={`/uploads/${image.file}`}
                      download={image.file}
                      aria-label={fill(words.downloadOriginalLabel, {
                        file: image.file,
                        format: image.format,
                        width: image.width,
                        height: image.height,
                        size: fileSize(image.bytes),
                      })}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      <Download aria-hidden="true" className="size-4" />
                      {words.downloadPrint}
                    </a>
                    <a
                      href={webCopyPath(image.file)}
                      download={image.web.name}
                      aria-label={fill(words.downloadWebLabel, {
                        file: image.file,
                        width: image.web.width,
                        height: image.web.height,
                        size: fileSize(image.web.bytes),
                      })}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      <Download aria-hidden="true" className="size-4" />
                      {words.downloadWeb}
                    </a>
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-ink-line bg-ink/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <p aria-live="polite" className="mr-auto text-sm text-cream">
          {count === 0 ? words.noneChosen : fillCounted(count === 1 ? words.oneChosen : words.manyChosen, { count, size: fileSize(bytes) })}
        </p>
        <Button type="button" variant="ghost" onClick={() => setAll(true)} disabled={count === archiveImages.length}>
          {words.chooseAll}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setAll(false)} disabled={count === 0}>
          {words.clear}
        </Button>
        {/* Which size the zip holds: the originals for print, or the web copies. */}
        <fieldset className="flex items-center gap-1 rounded-lg border border-ink-line p-1 text-sm">
          <legend className="sr-only">{words.sizeLegend}</legend>
          {(["print", "web"] as const).map((value) => (
            <label
              key={value}
              className="inline-flex min-h-9 cursor-pointer items-center rounded-md px-3 text-sand has-[:checked]:bg-sunflower has-[:checked]:text-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sunflower"
            >
              <input type="radio" name="size" value={value} defaultChecked={value === "print"} className="sr-only" />
              {value === "print" ? words.sizePrint : words.sizeWeb}
            </label>
          ))}
        </fieldset>
        <Button type="submit" onPointerEnter={warm} onFocus={warm} disabled={count === 0 || download.busy} aria-busy={download.busy}>
          {download.busy ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {download.busy && download.progress
            ? fill(words.progress, { done: download.progress.done, total: download.progress.total })
            : count === 1
              ? words.downloadOne
              : fillCounted(words.downloadMany, { count })}
          {!download.busy && count > 0 && <SavedFile label="" type="ZIP" size={fileSize(bytes)} />}
        </Button>
      </div>
      {lightbox.element}
    </form>
  );
}
