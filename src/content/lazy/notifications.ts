import { notifications } from "#lang/notifications.json";
import { files } from "#lang/words/press-kit.json";
import { fill } from "../../lib/fill.ts";

// Every notification a download shows, title then description: preparing, then done or failed.
// Edited in content/notifications.yaml.
export { notifications };

export type DownloadMessages = (typeof notifications)["pdf"];

/** File names, in the pages' language, follow the title (content/words/press-kit.yaml): change the title, the files follow. */
export const fileNames = {
  pressPackage: files.pressPackage,
  festivalStrategy: files.festivalStrategy,
  stillsArchive: files.stillsArchive,
  /** The stills chosen on /stills, counted in the name: `<Title>-Stills-3.zip`. */
  chosenStills: (count: number) => fill(files.chosenStills, { count }),
  /** The web copies of the stills chosen: `<Title>-Web-Stills-3.zip`. */
  chosenWebStills: (count: number) => fill(files.chosenWebStills, { count }),
  stillsFolder: files.stillsFolder,
  /** The platforms' artwork (scripts/prepare/assets/artwork.ts): poster, key art and title treatment. */
  artwork: files.artwork,
  webStillsFolder: files.webStillsFolder,
};

/** The PDFs are static files the build writes (scripts/prepare/assets/press-pdfs.ts), served at stable addresses press can forward. */
export const downloadsFolder = "/downloads";
export const pdfPaths = {
  pressPackage: `${downloadsFolder}/${fileNames.pressPackage}`,
  festivalStrategy: `${downloadsFolder}/${fileNames.festivalStrategy}`,
};
/** The artwork download, a static file the build writes beside the PDFs. */
export const artworkPath = `${downloadsFolder}/${fileNames.artwork}`;
