import { Download, FileText, Loader2, type LucideIcon } from "lucide-react";
import { fileNames, notifications, type DownloadMessages } from "../../content/notifications";
import { Button, type ButtonVariant } from "../ui/primitives";
import { getToast } from "../ui/notify";
import { useDownload, type MakeFile } from "./useDownload";

// The builders (jsPDF, the zip writer) load when a visitor points at or focuses a download
// button, or at the latest on click, so no page loads them up front.
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed load is tried again on the next click
      throw error;
    }));
}

type Builder = { load: () => Promise<unknown>; make: MakeFile };

const pressPackage = once(() => import("../../press-kit/press-package"));
const festivalStrategy = once(() => import("../../press-kit/festival-strategy"));
const stillsArchive = once(() => import("../../press-kit/stills-archive"));

const builders = {
  pressPackage: { load: pressPackage, make: async () => (await pressPackage()).buildPressPackage() },
  festivalStrategy: { load: festivalStrategy, make: async () => (await festivalStrategy()).buildFestivalStrategy() },
  stillsArchive: { load: stillsArchive, make: async (onProgress) => (await stillsArchive()).buildStillsArchive(onProgress) },
} satisfies Record<string, Builder>;

type DownloadButtonProps = {
  label: string;
  variant?: ButtonVariant;
  messages: DownloadMessages;
  fileName: string;
  builder: Builder;
  Icon: LucideIcon;
};

function DownloadButton({ label, variant, messages, fileName, builder, Icon }: DownloadButtonProps) {
  const d = useDownload(messages, fileName, builder.make);
  // Intent to click: fetch the builder and the notifications now, not after the click.
  const warm = () => {
    builder.load().catch(() => {}); // a click retries and reports a failure
    getToast().catch(() => {});
  };
  return (
    <Button type="button" onClick={d.run} onPointerEnter={warm} onFocus={warm} disabled={d.busy} aria-busy={d.busy} variant={variant}>
      {d.busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Icon aria-hidden="true" className="size-4" />}
      {d.busy && d.progress ? `${d.progress.done} of ${d.progress.total} files` : label}
    </Button>
  );
}

type Props = { label: string; variant?: ButtonVariant };

export const PressPackageButton = (p: Props) => (
  <DownloadButton {...p} messages={notifications.pdf} fileName={fileNames.pressPackage} builder={builders.pressPackage} Icon={FileText} />
);

export const FestivalStrategyButton = (p: Props) => (
  <DownloadButton
    {...p}
    messages={notifications.strategy}
    fileName={fileNames.festivalStrategy}
    builder={builders.festivalStrategy}
    Icon={FileText}
  />
);

export const StillsArchiveButton = (p: Props) => (
  <DownloadButton
    {...p}
    messages={notifications.stills}
    fileName={fileNames.stillsArchive}
    builder={builders.stillsArchive}
    Icon={Download}
  />
);
