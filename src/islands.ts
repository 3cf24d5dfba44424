// How the browser gets each island's component (src/components/islands/names.ts), loaded only
// where a page has that island: a page without the stills picker never loads it.
import type { ComponentType } from "react";
import type { IslandLoaders } from "./components/islands/hydrate-islands.tsx";
import type { IslandProps } from "./components/islands/island-root.tsx";
import type { IslandName } from "./components/islands/names.ts";

/** A component, whatever its props, as hydrate-islands gives it the props the page carries. */
const asIsland = <P>(component: ComponentType<P>) => component as unknown as ComponentType<IslandProps>;

export const islandLoaders: Record<IslandName, IslandLoaders[string]> = {
  SiteNav: () => import("./components/layout/SiteNav.tsx").then((m) => asIsland(m.SiteNav)),
  Toaster: () => import("./components/ui/LazyToaster.tsx").then((m) => asIsland(m.LazyToaster)),
  TrailerButton: () => import("./components/sections/TrailerButton.tsx").then((m) => asIsland(m.TrailerButton)),
  ImageGrid: () => import("./components/media/ImageGrid.tsx").then((m) => asIsland(m.ImageGrid)),
  DocumentaryPlayer: () => import("./components/media/DocumentaryPlayer.tsx").then((m) => asIsland(m.DocumentaryPlayer)),
  PressPackageLink: () => import("./components/press/DownloadButtons.tsx").then((m) => asIsland(m.PressPackageLink)),
  FestivalStrategyLink: () => import("./components/press/DownloadButtons.tsx").then((m) => asIsland(m.FestivalStrategyLink)),
  PressDownloads: () => import("./components/press/PressDownloads.tsx").then((m) => asIsland(m.PressDownloads)),
  StillsPicker: () => import("./components/press/StillsPicker.tsx").then((m) => asIsland(m.StillsPicker)),
  Screenings: () => import("./components/sections/Screenings.tsx").then((m) => asIsland(m.ScreeningLists)),
  NotFoundLog: () => import("./components/layout/NotFoundLog.tsx").then((m) => asIsland(m.NotFoundLog)),
  SignUpForm: () => import("./components/sections/SignUpForm.tsx").then((m) => asIsland(m.SignUpForm)),
};
