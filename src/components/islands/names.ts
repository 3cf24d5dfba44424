// Every island of the site, by name: the parts of the pages that need JavaScript. The build
// writes each with its name (islands.tsx), the browser loads each by it (src/islands.ts). An
// island's code imports the content modules it uses (content/film.ts, content/links.ts...), not
// the content index, which would bring every page all of the content's code.
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
  "SignUpForm",
] as const;

export type IslandName = (typeof islandNames)[number];
