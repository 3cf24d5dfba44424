// The end of the first screen: the bar and what opens the page (Home's hero, a page's heading
// block). Chromium paints a page before it is parsed whole when its parser yields (a slow phone, a
// busy machine): a hero painted half parsed moves up as its last lines arrive (it sits on the
// bottom of the screen), the bar's links slide as its buttons come. The head's
// `<link rel="expect" blocking="render">` holds the first paint until this mark is parsed, or the
// whole page where none is; browsers without it paint as before. A mark of its own, last in what
// it closes: Chromium lets the paint go as soon as the element named begins.
export const firstScreenEndId = "first-screen-end";

export function FirstScreenEnd() {
  return <span id={firstScreenEndId} hidden />;
}
