// The colours both PDFs print in.

/**
 * The site's colours, as src/styles/app.css's @theme names them (--color-ink is `ink`,
 * --color-ink-line is `inkLine`): a test holds each to its value there.
 */
export const siteColours = {
  ink: "#17130f",
  inkLine: "#3a3128",
  cream: "#f7efe2",
  sand: "#d9c8ad",
  sunflower: "#f2c230",
  olive: "#6b7a3a",
  dusk: "#2e4a6b",
} as const;

/**
 * The colours of paper alone: grey text and hairlines, which the site's dark pages do not use,
 * and its ochre darkened, as the site's is too light for text on white.
 */
export const paperColours = {
  muted: "#6e6253",
  rule: "#e4d9c6",
  ochreOnPaper: "#a8681a",
} as const;

/** Everything the PDFs print in: dark ink on white, the site's warm accents. */
export const palette = { ...siteColours, ...paperColours } as const;
