// Every island of the site, by name: the parts of the pages that need JavaScript. The build
// writes each with its name (islands.tsx), the browser loads each by it (src/islands.ts).
export const islandNames = [
  "SiteNav",
  "Toaster",
  "TrailerButton",
  "ImageGrid",
  "DocumentaryPlayer",
  "PressPackageLink",
  "FestivalStrategyLink",
  "PressDownloads",
  "StillsPicker",
  "Screenings",
  "NotFoundLog",
] as const;

export type IslandName = (typeof islandNames)[number];
