// What is wrong with a page's layout as it stands, each finding in words: the page wider than the
// window, a text running out of its own box, a line of text drawn over another's. Run inside the
// page (Playwright's evaluate; its source sent as a script to Firefox and WebKit by
// e2e/by-hand/reflow-engines.ts), so it is self-contained: no import, nothing from outside.

/** The findings on the page as laid out now. */
export function reflowFindings(): string[] {
  // The sections below the screen are laid out as the visitor scrolls to them
  // (content-visibility: auto): laid out now, to be measured.
  for (const e of document.querySelectorAll<HTMLElement>("body *"))
    if (getComputedStyle(e).contentVisibility === "auto") e.style.contentVisibility = "visible";
  const found: string[] = [];
  const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (wide > 0) found.push(`the page, ${wide} px wider than the screen`);
  const texts = [...document.querySelectorAll("h1, h2, h3, h4, p, li, dd, dt, td, th, figcaption, blockquote, a, button")];
  for (const e of texts)
    if (e.clientWidth > 0 && getComputedStyle(e).overflowX === "visible" && e.scrollWidth > e.clientWidth + 1)
      found.push(`"${(e.textContent ?? "").trim().slice(0, 40)}" (${e.scrollWidth} px in ${e.clientWidth})`);
  // Each line of text as the browser set it and as it shows: the boxes of every visible text
  // node's lines, cut to what the boxes around it that clip their overflow let through (a
  // visually hidden label, a closed drawer's words, are no line of the page).
  type Line = { text: string; node: Text; box: DOMRect };
  const lines: Line[] = [];
  const shown = (box: DOMRect, from: Element) => {
    let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
    for (let e: Element | null = from; e && e !== document.documentElement; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.overflowX === "visible" && style.overflowY === "visible" && style.clip === "auto" && style.clipPath === "none") continue;
      const clip = e.getBoundingClientRect();
      [left, top, right, bottom] = [
        Math.max(left, clip.left),
        Math.max(top, clip.top),
        Math.min(right, clip.right),
        Math.min(bottom, clip.bottom),
      ];
      if (style.clip !== "auto" || style.clipPath !== "none") [right, bottom] = [left, top];
    }
    return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data.trim();
    const parent = node.parentElement;
    if (text === "" || !parent || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // A bar fixed to the window (the top bar, the stills' download bar) stands over the page as it scrolls, by design.
    let fixed = false;
    for (let e: Element | null = parent; e && !fixed; e = e.parentElement)
      fixed = ["fixed", "sticky"].includes(getComputedStyle(e).position);
    if (fixed) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      const box = shown(line, parent);
      if (box.width > 1 && box.height > 1) lines.push({ text, node, box });
    }
  }
  // Two lines overlap when their boxes share more than a sliver (line boxes of one paragraph touch).
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 3;
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++) {
      const [a, b] = [lines[i]!, lines[j]!];
      if (a.node !== b.node && overlap(a.box, b.box)) found.push(`"${a.text.slice(0, 30)}" over "${b.text.slice(0, 30)}"`);
    }
  return found;
}
