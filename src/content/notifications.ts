import { notifications } from "#lang/notifications.json";
import { film } from "./film";

// Every notification a download shows, title then description: preparing, then done or failed.
// Edited in content/notifications.yaml.
export { notifications };

export type DownloadMessages = (typeof notifications)["pdf"];

/** File names follow the title: change the title, the files follow. */
export const fileNames = {
  pressPackage: `${film.title}-Press-Package.pdf`,
  festivalStrategy: `${film.title}-Festival-Strategy.pdf`,
  stillsArchive: `${film.title}-High-Res-Stills.zip`,
  /** The stills chosen on /stills, counted in the name: `Girasol-Stills-3.zip`. */
  chosenStills: (count: number) => `${film.title}-Stills-${count}.zip`,
  stillsFolder: "High-Res Stills",
};

/** The PDFs are static files the build writes (scripts/prepare/assets/press-pdfs.ts), served at stable addresses press can forward. */
export const downloadsFolder = "/downloads";
export const pdfPaths = {
  pressPackage: `${downloadsFolder}/${fileNames.pressPackage}`,
  festivalStrategy: `${downloadsFolder}/${fileNames.festivalStrategy}`,
};
