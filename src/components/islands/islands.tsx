// The site's islands as the pages use them at build time: each interactive component wrapped by
// island(), under its name. The pages import these; the browser never loads this module (it
// loads each component alone, src/islands.ts).
import { FestivalStrategyLink, PressPackageLink } from "../press/DownloadButtons.tsx";
import { PressDownloads } from "../press/PressDownloads.tsx";
import { StillsPicker } from "../press/StillsPicker.tsx";
import { DocumentaryPlayer } from "../media/DocumentaryPlayer.tsx";
import { ImageGrid } from "../media/ImageGrid.tsx";
import { SiteNav } from "../layout/SiteNav.tsx";
import { ScreeningLists } from "../sections/Screenings.tsx";
import { TrailerButton } from "../sections/TrailerButton.tsx";
import { NotFoundLog } from "../layout/NotFoundLog.tsx";
import { LazyToaster } from "../ui/LazyToaster.tsx";
import { SignUpForm } from "../sections/SignUpForm.tsx";
import { island } from "./island.tsx";

export const SiteNavIsland = island("SiteNav", SiteNav);
export const ToasterIsland = island("Toaster", LazyToaster);
export const TrailerButtonIsland = island("TrailerButton", TrailerButton);
export const ImageGridIsland = island("ImageGrid", ImageGrid);
export const DocumentaryPlayerIsland = island("DocumentaryPlayer", DocumentaryPlayer);
export const PressPackageLinkIsland = island("PressPackageLink", PressPackageLink);
export const FestivalStrategyLinkIsland = island("FestivalStrategyLink", FestivalStrategyLink);
export const PressDownloadsIsland = island("PressDownloads", PressDownloads);
export const StillsPickerIsland = island("StillsPicker", StillsPicker, { when: "visible" });
export const ScreeningsIsland = island("Screenings", ScreeningLists);
export const NotFoundLogIsland = island("NotFoundLog", NotFoundLog);
// Below the first screen: its script loads as it nears it, and the form works without it.
export const SignUpFormIsland = island("SignUpForm", SignUpForm, { when: "visible" });
