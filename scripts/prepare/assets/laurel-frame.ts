// What the laurel's wreath and words share: its frame (the size, the centre the wreath and the
// words are laid around) and its colours.
import { laurelSize } from "#src/content/laurels.ts";

/** The palette of src/styles/app.css: light on transparent for the site's dark pages, or dark for light paper. */
export const laurelPalettes = {
  light: { leaf: "#f2c230", stem: "#c8862a", status: "#f2c230", name: "#f7efe2", detail: "#d9c8ad" },
  dark: { leaf: "#c8862a", stem: "#a86a18", status: "#a86a18", name: "#17130f", detail: "#4a3f33" },
} as const;
export type LaurelVariant = keyof typeof laurelPalettes;

/** The laurel's frame, and its centre: the words are set around it, inside the wreath. */
export const { width: W, height: H } = laurelSize;
export const CX = W / 2;
export const CY = 200;
export const n = (v: number) => (Math.round(v * 10) / 10).toString();
