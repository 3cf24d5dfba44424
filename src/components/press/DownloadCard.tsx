import Award from "lucide-react/icons/award";
import Clapperboard from "lucide-react/icons/clapperboard";
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import Film from "lucide-react/icons/film";
import Images from "lucide-react/icons/images";
import Lock from "lucide-react/icons/lock";
import Mail from "lucide-react/icons/mail";
import Palette from "lucide-react/icons/palette";
import Play from "lucide-react/icons/play";
import { mailSubjects, mailtoLink } from "../../content/contact.ts";
import { film } from "../../content/film.ts";
import { laurelsArchiveName, laurelsArchivePath } from "../../content/laurels.ts";
import { btsFeaturettePageUrl, teaserPageUrl } from "../../content/links.ts";
import { localPath } from "../../content/language.ts";
import { artworkPath, fileNames, notifications } from "../../content/lazy/notifications.ts";
import type { ShownDownloadItem } from "../../content/lazy/downloads.ts";
import type { DownloadKind } from "../../content/build-time/schema/types.ts";
import { Badge, Button, buttonVariants, Card } from "../ui/primitives.tsx";
import { getToast, placementFor } from "../ui/notify.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { PressPackageLink, StillsArchiveButton } from "./DownloadButtons.tsx";
import { SavedFile } from "./saved-file.tsx";
import { pagePath } from "../../config/pages.ts";
import { fill } from "../../lib/fill.ts";
import { downloads as words } from "#lang/words/press.json";

const icons = {
  "press-pdf": FileText,
  teaser: Film,
  screener: Lock,
  "stills-zip": Images,
  bts: Clapperboard,
  laurels: Award,
  artwork: Palette,
} satisfies Record<DownloadKind, unknown>;

const screenerBody = fill(words.screenerMail, { title: film.title });

function Actions({ item, onWatchTeaser }: { item: ShownDownloadItem; onWatchTeaser: (opener: HTMLElement) => void }) {
  // Each control that saves a file names it to a screen reader: the card's title, type and size.
  const saves = { title: item.title, type: item.type, size: item.size };
  switch (item.kind) {
    case "press-pdf":
      return <PressPackageLink label={words.downloadPdf} saves={saves} />;
    case "teaser":
      return (
        <>
          <Button type="button" onClick={(e) => onWatchTeaser(e.currentTarget)} variant="primary" aria-haspopup="dialog">
            <Play aria-hidden="true" className="size-4" /> {words.watchTeaser}
          </Button>
          <ExternalLink href={teaserPageUrl} className={buttonVariants({ variant: "outline" })}>
            {words.downloadTeaser}
            <SavedFile label={words.downloadTeaser} {...saves} />
          </ExternalLink>
        </>
      );
    case "screener":
      return (
        <a href={mailtoLink(mailSubjects.screener, screenerBody)} className={buttonVariants({ variant: "primary" })}>
          <Mail aria-hidden="true" className="size-4" /> {words.requestAccess}
        </a>
      );
    case "stills-zip":
      return (
        <>
          <StillsArchiveButton label={words.download} saves={saves} />
          <a href={localPath(pagePath("stills"))} className={buttonVariants({ variant: "outline" })}>
            {words.browseStills}
          </a>
        </>
      );
    case "bts":
      return (
        <ExternalLink
          href={btsFeaturettePageUrl}
          onClick={(e) => {
            const position = placementFor(e.currentTarget);
            void getToast().then((toast) => toast(notifications.bts.title, { description: notifications.bts.description, position }));
          }}
          className={buttonVariants({ variant: "primary" })}
        >
          {words.download}
          <SavedFile label={words.download} {...saves} />
        </ExternalLink>
      );
    case "laurels":
      // A static file the build made: a plain link, no script.
      return (
        <a href={laurelsArchivePath()} download={laurelsArchiveName} className={buttonVariants({ variant: "primary" })}>
          <Download aria-hidden="true" className="size-4" /> {words.downloadZip}
          <SavedFile label={words.downloadZip} {...saves} />
        </a>
      );
    case "artwork":
      return (
        <a href={artworkPath} download={fileNames.artwork} className={buttonVariants({ variant: "primary" })}>
          <Download aria-hidden="true" className="size-4" /> {words.downloadZip}
          <SavedFile label={words.downloadZip} {...saves} />
        </a>
      );
  }
}

export function DownloadCard({ item, onWatchTeaser }: { item: ShownDownloadItem; onWatchTeaser: (opener: HTMLElement) => void }) {
  const Icon = icons[item.kind];
  return (
    <Card as="li" className="flex flex-col">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ochre/20 text-sunflower">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-sans text-lg font-semibold text-cream">{item.title}</h3>
            {item.protected && <Badge tone="accent">{words.protected}</Badge>}
          </div>
          <p className="text-sm text-sand">
            {/* A size is never split from its unit ("4,4 MB"), even where the type wraps. */}
            {item.type} · <span className="whitespace-nowrap">{item.size}</span>
          </p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm text-sand">{item.description}</p>
      <div className="mt-5 flex flex-wrap gap-3 print:hidden">
        <Actions item={item} onWatchTeaser={onWatchTeaser} />
      </div>
    </Card>
  );
}
