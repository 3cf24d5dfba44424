import { film } from "./film";
import { videoHost } from "./links";

// Every notification a download shows, title then description: preparing, then done or failed.
export const notifications = {
  stills: {
    start: { title: "Preparing download...", description: "Creating zip file with all stills" },
    success: { title: "Download started!", description: "Your stills are being downloaded as a zip file" },
    failure: { title: "Download failed", description: "There was an error creating the zip file" },
  },
  pdf: {
    start: { title: "Generating PDF...", description: "Creating your press package" },
    success: { title: "Download complete!", description: "Press package PDF has been downloaded" },
    failure: { title: "Download failed", description: "There was an error generating the PDF" },
  },
  strategy: {
    start: { title: "Generating PDF...", description: "Creating your festival strategy document" },
    success: { title: "Download complete!", description: "Festival strategy PDF has been downloaded" },
    failure: { title: "Download failed", description: "There was an error generating the PDF" },
  },
  bts: { title: `Opening ${videoHost.name}`, description: "BTS Featurette will open in a new tab for download" },
};

export type DownloadMessages = (typeof notifications)["pdf"];

/** File names follow the title: change the title, the files follow. */
export const fileNames = {
  pressPackage: `${film.title}-Press-Package.pdf`,
  festivalStrategy: `${film.title}-Festival-Strategy.pdf`,
  stillsArchive: `${film.title}-High-Res-Stills.zip`,
  stillsFolder: "High-Res Stills",
};
