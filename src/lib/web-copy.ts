// Every image press can download comes in two sizes: the original, for print, and a web copy an
// online outlet can put straight into its CMS (JPEG, sRGB, 2048 px on the long edge, under 1 MB,
// its caption, credit, copyright and usage terms inside). The build makes the copies
// (scripts/prepare/assets/web-copies.ts); the pages name them by this rule.

/** The long edge of a web copy, in pixels: what news sites' CMSs ask for at most. */
export const webCopyLongEdge = 2048;
/** The most a web copy may weigh: under 1 MB, as online desks ask. */
export const webCopyMaxBytes = 1_000_000;
/** Where the site serves the web copies. */
export const webCopiesFolder = "/uploads/web";

/** The web copy's file name: `still-05-sunflower-thief-web.jpg` for `still-05-sunflower-thief.jpg` (a PNG's too is a JPEG). */
export const webCopyName = (file: string): string => `${file.replace(/\.[^.]+$/, "")}-web.jpg`;

/** The address of a file's web copy. */
export const webCopyPath = (file: string): string => `${webCopiesFolder}/${encodeURIComponent(webCopyName(file))}`;
