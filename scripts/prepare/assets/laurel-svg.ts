// Draws a festival laurel as SVG: two mirrored branches of leaves around the status, the award,
// the festival's name, the section, premiere and year, set in the site's own fonts and turned
// into outlines, so the drawing reads the same in every browser, in sharp (librsvg) and in any
// editor, with no font installed. Pure: the same laurel and fonts give the same bytes.
import type { Laurel } from "#src/content/laurels.ts";
import { CX, CY, H, laurelPalettes, n, W, type LaurelVariant } from "./laurel-frame.ts";
import { laurelLines, outline, type LaurelFonts, type Line } from "./laurel-words.ts";

// --- the wreath -------------------------------------------------------------------------------

const RX = 196;
const RY = 168;
/** The left branch runs from the bottom (angle 16°, near the middle) up to its tip (160°). */
const START = (16 * Math.PI) / 180;
const END = (160 * Math.PI) / 180;
const pointAt = (phi: number) => ({ x: CX - RX * Math.sin(phi), y: CY + RY * Math.cos(phi) });

/** A pointed leaf from `base` along direction `angle`, `length` long. */
function leaf(base: { x: number; y: number }, angle: number, length: number): string {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const at = (u: number, v: number) => `${n(base.x + u * c - v * s)} ${n(base.y + u * s + v * c)}`;
  const w = length * 0.36;
  return `M${at(0, 0)}Q${at(length * 0.42, w)} ${at(length, 0)}Q${at(length * 0.5, -w)} ${at(0, 0)}Z`;
}

/** The left branch's leaves and stem; the right branch mirrors them. */
function branch(): { leaves: string[]; stem: string } {
  const leaves: string[] = [];
  const stations = 12;
  const stemPoints: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const p = pointAt(START - 0.1 + ((END - START + 0.1) * i) / 40);
    stemPoints.push(`${n(p.x)} ${n(p.y)}`);
  }
  for (let k = 0; k < stations; k++) {
    const t = k / (stations - 1);
    const phi = START + 0.1 + (END - START - 0.16) * t;
    const p = pointAt(phi);
    // Tangent towards the tip, and the outward normal.
    const tx = -RX * Math.cos(phi);
    const ty = -RY * Math.sin(phi);
    const tangent = Math.atan2(ty, tx);
    const outward = Math.atan2(p.y - CY, p.x - CX);
    const side = Math.sign(Math.sin(outward - tangent)) || 1;
    const length = 50 - 20 * t;
    leaves.push(leaf(p, tangent + side * 0.62, length));
    leaves.push(leaf(p, tangent - side * 0.5, length * 0.78));
  }
  const tip = pointAt(END);
  const tipAngle = Math.atan2(-RY * Math.sin(END), -RX * Math.cos(END));
  leaves.push(leaf(tip, tipAngle, 30));
  return { leaves, stem: `M${stemPoints.join("L")}` };
}

const mirror = (d: string) => d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${n(W - Number(x))} ${y}`);

function star(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${n(cx + radius * Math.cos(a))} ${n(cy + radius * Math.sin(a))}`;
  });
  return `M${points.join("L")}Z`;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The laurel as a standalone SVG document, `variant` light (for dark backgrounds) or dark (for light ones). */
export function laurelSvg(laurel: Laurel, fonts: LaurelFonts, variant: LaurelVariant = "light"): string {
  const colours = laurelPalettes[variant];
  const left = branch();
  const leaves = [...left.leaves, ...left.leaves.map(mirror)].join("");
  const stems = `${left.stem}${mirror(left.stem)}`;
  const words = laurelLines(laurel, fonts);
  const byColour = new Map<string, string>();
  for (const { line, baseline } of words) byColour.set(line.color, (byColour.get(line.color) ?? "") + outline(line, baseline));
  const title = escapeXml(laurel.alt);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<path d="${stems}" fill="none" stroke="${colours.stem}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="${leaves}" fill="${colours.leaf}"/>`,
    laurel.status === "Winner" ? `<path d="${star(CX, 34, 13)}" fill="${colours.leaf}"/>` : "",
    ...[...byColour].map(([colour, d]) => `<path d="${d}" fill="${colours[colour as Line["color"]]}"/>`),
    `</svg>\n`,
  ]
    .filter((s) => s !== "")
    .join("\n");
}
