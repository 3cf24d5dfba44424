import { Download, FileText, Loader2, type LucideIcon } from "lucide-react";
import { fileNames, notifications, type DownloadMessages } from "../../content/notifications";
import { buttonClass, type ButtonVariant } from "../ui/button-styles";
import { useDownload, type MakeFile } from "./useDownload";

// The builders (jsPDF, the zip library) are imported on click, so no page loads them up front.
const makePressPackage: MakeFile = async () => (await import("../../press-kit/press-package")).buildPressPackage();
const makeFestivalStrategy: MakeFile = async () => (await import("../../press-kit/festival-strategy")).buildFestivalStrategy();
const makeStillsArchive: MakeFile = async (onProgress) => (await import("../../press-kit/stills-archive")).buildStillsArchive(onProgress);

type DownloadButtonProps = {
  label: string;
  variant?: ButtonVariant;
  messages: DownloadMessages;
  fileName: string;
  make: MakeFile;
  Icon: LucideIcon;
};

function DownloadButton({ label, variant, messages, fileName, make, Icon }: DownloadButtonProps) {
  const d = useDownload(messages, fileName, make);
  return (
    <button type="button" onClick={d.run} disabled={d.busy} aria-busy={d.busy} className={buttonClass(variant)}>
      {d.busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Icon aria-hidden="true" className="size-4" />}
      {d.busy && d.progress ? `${d.progress.done} of ${d.progress.total} files` : label}
    </button>
  );
}

type Props = { label: string; variant?: ButtonVariant };

export const PressPackageButton = (p: Props) => (
  <DownloadButton {...p} messages={notifications.pdf} fileName={fileNames.pressPackage} make={makePressPackage} Icon={FileText} />
);

export const FestivalStrategyButton = (p: Props) => (
  <DownloadButton
    {...p}
    messages={notifications.strategy}
    fileName={fileNames.festivalStrategy}
    make={makeFestivalStrategy}
    Icon={FileText}
  />
);

export const StillsArchiveButton = (p: Props) => (
  <DownloadButton {...p} messages={notifications.stills} fileName={fileNames.stillsArchive} make={makeStillsArchive} Icon={Download} />
);
