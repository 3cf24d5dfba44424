import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import Loader2 from "lucide-react/icons/loader-2";
import type { LucideIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { fileNames, notifications, pdfPaths, type DownloadMessages } from "../../content/lazy/notifications.ts";
import { downloadSizes } from "../../content/lazy/download-sizes.ts";
import { Button, buttonVariants, type ButtonVariant } from "../ui/primitives.tsx";
import { downloads as words } from "#lang/words/press.json";
import { fill } from "../../lib/fill.ts";
import { getToast } from "../ui/notify.ts";
import { useDownload, type MakeFile } from "./useDownload.ts";
import { SavedFile } from "./saved-file.tsx";

// The stills archive's builder (the zip writer) loads when a visitor points at or focuses its
// button, or at the latest on click, so no page loads it up front. The PDFs are static files
// the build made: their controls are links, and no PDF code reaches the browser.
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed load is tried again on the next click
      throw error;
    }));
}

type Builder = { load: () => Promise<unknown>; make: MakeFile };

const stillsArchive = once(() => import("../../press-kit/stills-archive.ts"));

const builders = {
  stillsArchive: { load: stillsArchive, make: async (onProgress) => (await stillsArchive()).buildStillsArchive(onProgress) },
} satisfies Record<string, Builder>;

/** What the control saves (saved-file.tsx): its title where the label does not say it, and its size. */
type Saves = { title?: string; size?: string };

type DownloadButtonProps = {
  label: string;
  saves?: Saves;
  variant?: ButtonVariant;
  messages: DownloadMessages;
  fileName: string;
  builder: Builder;
  Icon: LucideIcon;
};

function DownloadButton({ label, saves, variant, messages, fileName, builder, Icon }: DownloadButtonProps) {
  const d = useDownload(messages, fileName, builder.make);
  // Intent to click: fetch the builder and the notifications now, not after the click.
  const warm = () => {
    builder.load().catch(() => {}); // a click retries and reports a failure
    getToast().catch(() => {});
  };
  return (
    <Button
      type="button"
      onClick={(e) => void d.run(e.currentTarget)}
      onPointerEnter={warm}
      onFocus={warm}
      disabled={d.busy}
      aria-busy={d.busy}
      variant={variant}
    >
      {d.busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Icon aria-hidden="true" className="size-4" />}
      {d.busy && d.progress ? (
        fill(words.progress, { done: d.progress.done, total: d.progress.total })
      ) : (
        <>
          {label}
          <SavedFile label={label} type="ZIP" {...saves} />
        </>
      )}
    </Button>
  );
}

type Props = { label: string; saves?: Saves; variant?: ButtonVariant };

/** The served file, or an error naming its status: a failed fetch saves nothing. */
async function fetched(href: string): Promise<Blob> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
  return response.blob();
}

type DownloadLinkProps = Props & { messages: DownloadMessages; fileName: string; href: string };

/**
 * A static file the build made, as a real link: it works before the page's script runs, and
 * can be copied and forwarded. Once hydrated, a plain click fetches the file with the
 * notifications (preparing, then done or failed) and saves it; a click with a modifier key (a
 * new tab, a saved link) is left to the browser.
 */
function DownloadLink({ label, saves, variant, messages, fileName, href }: DownloadLinkProps) {
  const d = useDownload(messages, fileName, () => fetched(href));
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void d.run(e.currentTarget);
  };
  const warm = () => void getToast().catch(() => {});
  return (
    <a
      href={href}
      download={fileName}
      type="application/pdf"
      onClick={onClick}
      onPointerEnter={warm}
      onFocus={warm}
      aria-busy={d.busy}
      className={buttonVariants({ variant })}
    >
      {d.busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <FileText aria-hidden="true" className="size-4" />}
      {label}
      <SavedFile label={label} type="PDF" {...saves} />
    </a>
  );
}

export const PressPackageLink = (p: Props) => (
  <DownloadLink
    {...p}
    saves={{ size: downloadSizes.pressPackage, ...p.saves }}
    messages={notifications.pdf}
    fileName={fileNames.pressPackage}
    href={pdfPaths.pressPackage}
  />
);

export const FestivalStrategyLink = (p: Props) => (
  <DownloadLink
    {...p}
    saves={{ size: downloadSizes.festivalStrategy, ...p.saves }}
    messages={notifications.strategy}
    fileName={fileNames.festivalStrategy}
    href={pdfPaths.festivalStrategy}
  />
);

export const StillsArchiveButton = (p: Props) => (
  <DownloadButton
    {...p}
    saves={{ size: downloadSizes.stillsArchive, ...p.saves }}
    messages={notifications.stills}
    fileName={fileNames.stillsArchive}
    builder={builders.stillsArchive}
    Icon={Download}
  />
);
