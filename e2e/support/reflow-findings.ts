// What is wrong with a page's layout as it stands, each finding in words: the page wider than the
// window, a text running out of its own box, a line of text drawn over another's. Run inside the
// page (Playwright's evaluate; its source sent as a script to Firefox and WebKit by
// e2e/by-hand/reflow-engines.ts), so it is self-contained: no import, nothing from outside.

/**
 * The findings on the page as laid out now; with `within` (a selector: an open dialog, the phone
 * menu), of the text inside it alone, fixed to the window as it may be.
 */
export function reflowFindings(within?: string): string[] {
  const root = within ? document.querySelector(within) : document.body;
  if (!root) return [`nothing matches ${within}`];
  // The sections below the screen are laid out as the visitor scrolls to them
  // (content-visibility: auto): laid out now, to be measured.
  for (const e of document.querySelectorAll<HTMLElement>("body *"))
    if (getComputedStyle(e).contentVisibility === "auto") e.style.contentVisibility = "visible";
  const found: string[] = [];
  const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (wide > 0) found.push(`the page, ${wide} px wider than the screen`);
  const texts = [...root.querySelectorAll("h1, h2, h3, h4, p, li, dd, dt, td, th, figcaption, blockquote, a, button")];
  for (const e of texts)
    if (e.clientWidth > 0 && getComputedStyle(e).overflowX === "visible" && e.scrollWidth > e.clientWidth + 1)
      found.push(`"${(e.textContent ?? "").trim().slice(0, 40)}" (${e.scrollWidth} px in ${e.clientWidth})`);
  // Inside a dialog or menu, every control within the window's width (a close button pushed off the screen).
  if (within)
    for (const e of root.querySelectorAll("a, button, input, h1, h2, h3, p")) {
      const box = e.getBoundingClientRect();
      if (box.width > 0 && (box.left < -0.5 || box.right > innerWidth + 0.5))
        found.push(
          `${e.tagName.toLowerCase()} "${(e.textContent || e.getAttribute("aria-label") || "").trim().slice(0, 30)}" from ${Math.round(box.left)} to ${Math.round(box.right)} px, past the screen's side`,
        );
    }
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
      // What a box scrolls to is not cut: only a box that hides its overflow cuts a line short.
      if (["auto", "scroll"].includes(style.overflowX)) continue;
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
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data.trim();
    const parent = node.parentElement;
    if (text === "" || !parent || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // A bar fixed to the window (the top bar, the stills' download bar) stands over the page as it scrolls, by design.
    let fixed = false;
    for (let e: Element | null = parent; e && e !== root && !fixed; e = e.parentElement)
      fixed = ["fixed", "sticky"].includes(getComputedStyle(e).position);
    if (fixed) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      const box = shown(line, parent);
      if (box.width <= 1 || box.height <= 1) continue;
      lines.push({ text, node, box });
      // Shown in part: its box cuts the line short (a word running past a caption bar's edge), or
      // the window does (a dialog's words past the screen's side).
      if (box.width < line.width - 1 || box.left < -0.5 || box.right > innerWidth + 0.5)
        found.push(
          `"${text.slice(0, 40)}" cut: ${Math.round(box.left)} to ${Math.round(box.right)} px of a line from ${Math.round(line.left)} to ${Math.round(line.right)}`,
        );
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
