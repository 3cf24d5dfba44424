import type { DownloadItem } from "./schema";

// The press page's Download Materials grid. Sizes are display text only: nothing measures
// the files they describe.
export const downloadItems = [
  {
    kind: "press-pdf",
    title: "Press Package",
    description: "Synopsis, director's statement, cast and crew, technical specifications, festivals and contacts.",
    type: "PDF",
    size: "12.5 MB",
    protected: false,
  },
  {
    kind: "teaser",
    title: "1-minute Teaser",
    description: "The festival teaser in HD, ready for programmes and social media.",
    type: "MP4",
    size: "85 MB",
    protected: false,
  },
  {
    kind: "screener",
    title: "Password Protected Screener",
    description: "The full film for festival programmers and press, by request to the director.",
    type: "Secure link",
    size: "2.1 GB",
    protected: true,
  },
  {
    kind: "stills-zip",
    title: "High-Resolution Stills",
    description: "Every still, on-set photograph, headshot, the poster and key art at full resolution.",
    type: "ZIP",
    size: "45 MB",
    protected: false,
  },
  {
    kind: "bts",
    title: "BTS Featurette",
    description: "A behind-the-scenes featurette from the shoot on the road across Andalusia.",
    type: "MP4",
    size: "340 MB",
    protected: false,
  },
  {
    // Shown only while the film has laurels (src/content/laurels.ts).
    kind: "laurels",
    title: "Festival Laurels",
    description:
      "Every laurel as SVG (text in outlines, any size) and as a transparent PNG 3000 px wide: light for dark backgrounds, dark for light ones and print.",
    type: "ZIP",
    size: "SVG + PNG",
    protected: false,
  },
] satisfies DownloadItem[];
